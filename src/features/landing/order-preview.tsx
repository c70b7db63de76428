import { BellRing, QrCode } from 'lucide-react';
import { cn } from '@/lib/utils';

const sampleOrders = [
  {
    number: '#1042',
    customer: 'Maria S.',
    items: '2x X-Burguer, 1x Batata frita',
    total: 'R$ 64,80',
    status: 'Aguardando',
    tone: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  },
  {
    number: '#1041',
    customer: 'João P.',
    items: '1x Pizza Calabresa',
    total: 'R$ 52,00',
    status: 'Em preparo',
    tone: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  },
  {
    number: '#1040',
    customer: 'Ana L.',
    items: '3x Pastel de carne',
    total: 'R$ 27,00',
    status: 'Entregue',
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
];

/** A decorative glimpse of the admin panel receiving orders; hidden from assistive technology. */
export function OrderPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-primary/20 via-accent/40 to-secondary blur-2xl" />
      <div className="rounded-2xl border bg-card p-4 shadow-xl sm:p-5">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-2 font-semibold">
            <BellRing className="size-4 text-primary" />
            Pedidos em tempo real
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary">
            <span className="size-1.5 animate-pulse rounded-full bg-primary" />
            Ao vivo
          </span>
        </div>
        <ul className="mt-4 space-y-2.5">
          {sampleOrders.map((order, index) => (
            <li
              key={order.number}
              className={cn(
                'flex items-center gap-3 rounded-xl border bg-background p-3',
                index === 0 && 'border-primary/40 ring-2 ring-primary/10',
              )}
            >
              <div className="grid h-10 min-w-14 shrink-0 place-items-center rounded-lg bg-secondary px-2 text-xs font-bold text-secondary-foreground">
                {order.number}
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{order.customer}</p>
                <p className="truncate text-xs text-muted-foreground">{order.items}</p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <span className="text-sm font-semibold">{order.total}</span>
                <span
                  className={cn('rounded-full px-2 py-0.5 text-[0.7rem] font-medium', order.tone)}
                >
                  {order.status}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-6 -left-2 hidden items-center gap-3 rounded-xl border bg-card p-3 shadow-lg sm:flex lg:-left-8">
        <div className="grid size-10 place-items-center rounded-lg bg-primary text-primary-foreground">
          <QrCode className="size-5" />
        </div>
        <div>
          <p className="text-sm font-semibold">Cardápio digital</p>
          <p className="text-xs text-muted-foreground">Escaneie e peça</p>
        </div>
      </div>
    </div>
  );
}
