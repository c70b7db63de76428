import { preloadQrCode } from '@/components/qr-code';
import { orderStatusQuery } from '@/data/orders/get-order-status';
import { storeSettingsQuery } from '@/data/settings/get-store-settings';
import { NOT_FOUND_WHEN_NULL } from '@/lib/page-markers';

const TRACKING_PATH = /^\/client\/pedido\/([^/]+)\/?$/;

/** The order id in a tracking page's path, decoded as the router reads it ('' when none). */
export function trackingOrderId(pathname: string): string {
  const segment = TRACKING_PATH.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What /client/pedido/:id shows on its first render: the shop's settings (its header, Pix key,
 * WhatsApp and time zone) and the order as anon reads it with its id (get_order_status: nothing
 * more). The server draws the page from them (src/app/storefront-ssr.tsx), answering 404 when there
 * is no such order, and the browser's first render waits for them when the page carries them. The
 * QR code generator (9 KB) comes with them: an unpaid Pix order's QR code is in the drawn page, and
 * the browser hydrates the same drawing.
 */
export async function orderStatusPageQueries(pathname: string) {
  await preloadQrCode().catch(() => {});
  return [
    storeSettingsQuery(),
    { ...orderStatusQuery(trackingOrderId(pathname)), meta: { [NOT_FOUND_WHEN_NULL]: true } },
  ];
}
