import type { LucideIcon } from 'lucide-react';
import { BellRing, MessageCircle, Printer, QrCode } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const features: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: QrCode,
    title: 'Cardápio Digital',
    description: 'Compartilhe seu cardápio com um QR Code',
  },
  {
    icon: BellRing,
    title: 'Pedidos Online',
    description: 'Receba pedidos em tempo real no painel de controle',
  },
  {
    icon: MessageCircle,
    title: 'Pedido no WhatsApp',
    description: 'O resumo de cada pedido segue pronto para o seu WhatsApp',
  },
  {
    icon: Printer,
    title: 'Comanda Impressa',
    description: 'Imprima as vias do cliente e do entregador em 58 ou 80 mm',
  },
];

export function LandingFeatures() {
  return (
    <section aria-labelledby="recursos-titulo" className="border-y bg-card/50 py-16 sm:py-24">
      <div className="container">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="recursos-titulo" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Tudo o que seu delivery precisa
          </h2>
          <p className="mt-3 text-muted-foreground sm:text-lg">
            Do cardápio ao pedido entregue, em um só lugar.
          </p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, description }) => (
            <li key={title}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader className="gap-3">
                  <span className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
                    <Icon className="size-6" />
                  </span>
                  <CardTitle>
                    <h3 className="text-lg">{title}</h3>
                  </CardTitle>
                  <CardDescription className="text-base">{description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
