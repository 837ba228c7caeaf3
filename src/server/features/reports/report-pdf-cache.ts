/**
 * PDFs already made, by their model's hash, least recently used first out, up to `maxBytes` in all:
 * a pediatrician opening the same link five times costs one PDF.
 */
export function createPdfCache(maxBytes: number) {
  const pdfs = new Map<string, Uint8Array>();
  let bytes = 0;
  return {
    get(key: string): Uint8Array | undefined {
      const pdf = pdfs.get(key);
      if (pdf) {
        pdfs.delete(key);
        pdfs.set(key, pdf);
      }
      return pdf;
    },
    set(key: string, pdf: Uint8Array) {
      if (pdf.byteLength > maxBytes || pdfs.has(key)) return;
      pdfs.set(key, pdf);
      bytes += pdf.byteLength;
      for (const [oldest, old] of pdfs) {
        if (bytes <= maxBytes) break;
        pdfs.delete(oldest);
        bytes -= old.byteLength;
      }
    },
    get bytes() {
      return bytes;
    },
  };
}
