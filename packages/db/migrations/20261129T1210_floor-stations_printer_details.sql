-- A printer's kind and resolution (the printer list screen), and retiring one: a retired printer stays for the
-- history (status log, scan events name it) but leaves the station's picker and the board.
ALTER TABLE printers ADD COLUMN type text NOT NULL DEFAULT 'dtg'
  CHECK (type IN ('dtg', 'screen-press', 'embroidery', 'sublimation', 'uv'));
ALTER TABLE printers ADD COLUMN dpi integer CHECK (dpi IS NULL OR dpi BETWEEN 72 AND 4800);
ALTER TABLE printers ADD COLUMN retired_at timestamptz;
