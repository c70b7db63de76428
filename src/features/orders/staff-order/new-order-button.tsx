import { lazy, Suspense, useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

// The dialog (its form, the item picker, Pix) loads on the first "Novo pedido", not with the page.
const NewOrderDialog = lazy(() =>
  import('./new-order-dialog').then((m) => ({ default: m.NewOrderDialog })),
);

/** Typing in a field, or a dialog already open: the shortcut stays out of the way. */
function typingOrBusy(target: EventTarget | null): boolean {
  if (document.querySelector('[role="dialog"]')) return true;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** "Novo pedido" (owner, attendant's pages): the button, and N anywhere on the page. */
export function NewOrderButton() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'n' && event.key !== 'N') return;
      if (event.ctrlKey || event.metaKey || event.altKey || typingOrBusy(event.target)) return;
      event.preventDefault();
      setOpen(true);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-keyshortcuts="N" title="Novo pedido (N)">
        <Plus aria-hidden="true" />
        Novo pedido
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NewOrderDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
