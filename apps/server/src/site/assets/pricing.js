// Price calculator enhancement: the GET form keeps working without this script.
(() => {
  const form = document.getElementById('calculator');
  const result = document.getElementById('result');
  if (!form || !result) return;
  let timer = 0;
  let seq = 0;
  const query = () => new URLSearchParams(new FormData(form)).toString();
  async function update() {
    const q = query();
    const mine = ++seq;
    try {
      const res = await fetch(`/pricing/result?${q}`, { headers: { accept: 'text/html' } });
      if (!res.ok || mine !== seq) return;
      result.innerHTML = await res.text();
      history.replaceState(null, '', `/pricing?${q}`);
    } catch {
      // Offline or failed: the Get price button still submits the form.
    }
  }
  form.addEventListener('change', (e) => {
    const name = e.target?.name;
    // Another product has other colours and sizes: load its form.
    if (name === 'product' || name === 'color') return form.submit();
    clearTimeout(timer);
    timer = setTimeout(update, 150);
  });
  form.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(update, 300);
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    clearTimeout(timer);
    void update();
  });
})();
