// QR codes drawn in the browser (no third-party QR service; docs/screens.md). The qrcode package is
// imported lazily so that it only loads on the screens that show a code.
import { useEffect, useMemo, useState } from 'react';
import { cn } from '@/lib/utils';
import { downloadHref } from '@/lib/download-file';

type QrModule = typeof import('qrcode');
let qrModule: QrModule | undefined;

function loadQrModule(): Promise<QrModule> {
  return import('qrcode').then((loaded) => (qrModule = loaded));
}

/**
 * Loads the QR code generator now: a `vector` QrCode rendered afterwards is drawn in its first
 * render, on the server too (the tracking page loads it with its first data, so the page the stack
 * draws has the Pix QR code in it and the browser hydrates the very same drawing).
 */
// eslint-disable-next-line react-refresh/only-export-components
export async function preloadQrCode(): Promise<void> {
  await loadQrModule();
}

/** The code's dark modules as one SVG path, a 2-module quiet zone around them (`size` in modules). */
// eslint-disable-next-line react-refresh/only-export-components
export function qrSvgPath(generator: QrModule, value: string): { size: number; path: string } {
  const { modules } = generator.create(value, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (!modules.get(row, col)) continue;
      let run = 1;
      while (col + run < n && modules.get(row, col + run)) run++;
      parts.push(`M${col + 2} ${row + 2}h${run}v1h-${run}z`);
      col += run - 1;
    }
  }
  return { size: n + 4, path: parts.join('') };
}

// The settings page imports these helpers from here with the component (a stable, shared API).
/** A PNG data URL of a QR code for value, size × size pixels. */
// eslint-disable-next-line react-refresh/only-export-components
export async function qrPngDataUrl(value: string, size: number): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(value, { width: size, margin: 2, errorCorrectionLevel: 'M' });
}

/** Downloads the QR code of value as a PNG file (300 × 300 for download). */
// eslint-disable-next-line react-refresh/only-export-components
export async function downloadQrPng(
  value: string,
  size = 300,
  fileName = 'qrcode-cardapio.png',
): Promise<void> {
  downloadHref(fileName, await qrPngDataUrl(value, size));
}

interface QrCodeProps {
  value: string;
  size?: number;
  className?: string;
  alt?: string;
  /**
   * Drawn as SVG, in the first render when the generator is loaded (preloadQrCode): what a page
   * drawn on the server shows. Otherwise a PNG (what the menu's QR code is downloaded as).
   */
  vector?: boolean;
}

/** The QR code of value as an image, size × size CSS pixels (drawn at twice that for sharp screens). */
export function QrCode({
  value,
  size = 200,
  className,
  alt = 'QR Code do cardápio',
  vector = false,
}: QrCodeProps) {
  const [image, setImage] = useState<{ value: string; size: number; src: string } | null>(null);
  const [generator, setGenerator] = useState(() => qrModule);
  const drawing = useMemo(
    () => (vector && generator ? qrSvgPath(generator, value) : null),
    [vector, generator, value],
  );

  useEffect(() => {
    if (!vector || generator) return;
    let cancelled = false;
    loadQrModule().then(
      (loaded) => !cancelled && setGenerator(() => loaded),
      (error: unknown) => console.error('QR code generation failed', error),
    );
    return () => {
      cancelled = true;
    };
  }, [vector, generator]);

  useEffect(() => {
    if (vector) return;
    let cancelled = false;
    qrPngDataUrl(value, size * 2).then(
      (src) => !cancelled && setImage({ value, size, src }),
      (error: unknown) => console.error('QR code generation failed', error),
    );
    return () => {
      cancelled = true;
    };
  }, [value, size, vector]);

  if (drawing) {
    return (
      <svg
        role="img"
        aria-label={alt}
        width={size}
        height={size}
        viewBox={`0 0 ${drawing.size} ${drawing.size}`}
        shapeRendering="crispEdges"
        className={cn('bg-white', className)}
      >
        <path d={drawing.path} fill="#000" />
      </svg>
    );
  }
  const ready = !vector && image && image.value === value && image.size === size;
  return ready ? (
    <img
      src={image.src}
      alt={alt}
      width={size}
      height={size}
      className={cn('bg-white', className)}
    />
  ) : (
    <div
      role="img"
      aria-label={alt}
      aria-busy="true"
      style={{ width: size, height: size }}
      className={cn('animate-pulse rounded-md bg-muted', className)}
    />
  );
}
