import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A PDF read back as poppler-utils reads it: its text in reading order, and its page count. */
export function readPdf(pdf: Uint8Array): { text: string; pages: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return { text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
