/** A short tone through WebAudio: a high double beep for a good scan, a low buzz for a refusal. */
export function playScanSound(kind: 'ok' | 'refused'): void {
  const Ctx = globalThis.AudioContext;
  if (!Ctx) return;
  try {
    const ctx = new Ctx();
    const tones =
      kind === 'ok'
        ? [
            [880, 0],
            [1320, 0.09],
          ]
        : [[180, 0]];
    for (const [freq, start] of tones as [number, number][]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = kind === 'ok' ? 'sine' : 'square';
      osc.frequency.value = freq;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(ctx.destination);
      const t0 = ctx.currentTime + start;
      osc.start(t0);
      osc.stop(t0 + (kind === 'ok' ? 0.08 : 0.35));
    }
    setTimeout(() => void ctx.close(), 800);
  } catch {
    // No audio device: the screen still shows the result.
  }
}
