// Bench harness (P8): the real EditorCanvas with 1,000 artwork elements on one side, built by bench/figures/p8-editor.ts.
import { centredBox } from '@platen/domain/editor/placement-box';
import { degrees, inches } from '@platen/domain/units/units';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type CanvasElement, EditorCanvas } from '@/features/design-editor/EditorCanvas.tsx';

const area = { width: inches(14), height: inches(16) };
const tile =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#e0267d"/></svg>',
  );
const initial: CanvasElement[] = Array.from({ length: 1000 }, (_, i) => ({
  key: `e${i}`,
  href: tile,
  label: `art ${i}`,
  box: {
    ...centredBox(inches(0.4), 1, area),
    left: inches((i % 32) * 0.43),
    top: inches(Math.floor(i / 32) * 0.5),
    rotation: degrees(0),
  },
}));

function Harness() {
  const [elements, setElements] = useState(initial);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <EditorCanvas
      templateHref={null}
      areaRect={{ x: 150, y: 100, width: 700, height: 800 }}
      area={area}
      max={null}
      elements={elements}
      selected={selected}
      ctx={{ max: null, roundHalfInch: true, allowRotation: false, snapHorizontal: false, locked: false }}
      onSelect={setSelected}
      onCommit={(i, box) => setElements((els) => els.map((e, j) => (j === i ? { ...e, box } : e)))}
    />
  );
}

createRoot(document.getElementById('app') as HTMLElement).render(<Harness />);
(window as unknown as { harnessReady: boolean }).harnessReady = true;
