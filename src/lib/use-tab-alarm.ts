// The browser tab while orders wait (docs/order-lifecycle.md): the title flashes '(2) Novo pedido!' and the
// icon its badged variant, every second, so a shop with the panel in a background tab sees it.
import { useEffect } from 'react';
import { badgedFavicon, pageFavicon, setFavicon } from '@/lib/favicon-badge';
import { ALARM_FLASH_MS, alarmTitle } from '@/domain/orders/alarm';

export function useTabAlarm(count: number): void {
  useEffect(() => {
    if (count <= 0) return;
    let pageTitle = document.title;
    let lastSet: string | null = null;
    const icon = pageFavicon();
    let badge: string | null = null;
    let stopped = false;
    if (icon) {
      void badgedFavicon(icon, count).then((href) => {
        if (!stopped) badge = href;
      });
    }
    let flash = true;
    const tick = () => {
      // A page that set its own title meanwhile: that is the title to come back to.
      if (document.title !== lastSet) pageTitle = document.title;
      lastSet = alarmTitle(count, pageTitle, flash);
      document.title = lastSet;
      if (icon) setFavicon(flash && badge ? badge : icon);
      flash = !flash;
    };
    tick();
    const timer = setInterval(tick, ALARM_FLASH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      if (document.title === lastSet) document.title = pageTitle;
      if (icon) setFavicon(icon);
    };
  }, [count]);
}
