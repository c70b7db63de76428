// QR codes drawn in the browser (no third-party QR service; docs/screens.md). The qrcode package is
// imported lazily so that it only loads on the screens that show a code.
import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';

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
  const href = await qrPngDataUrl(value, size);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

interface QrCodeProps {
  value: string;
  size?: number;
  className?: string;
  alt?: string;
}

/** The QR code of value as an image, size × size CSS pixels (drawn at twice that for sharp screens). */
export function QrCode({ value, size = 200, className, alt = 'QR Code do cardápio' }: QrCodeProps) {
  const [image, setImage] = useState<{ value: string; size: number; src: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    qrPngDataUrl(value, size * 2).then(
      (src) => !cancelled && setImage({ value, size, src }),
      (error: unknown) => console.error('QR code generation failed', error),
    );
    return () => {
      cancelled = true;
    };
  }, [value, size]);

  const ready = image && image.value === value && image.size === size;
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
