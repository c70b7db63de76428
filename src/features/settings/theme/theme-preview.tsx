import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Eye } from 'lucide-react';
import { SectionCard } from '../section-card';

/** Interface elements in the applied theme, to judge it before leaving the page. */
export function ThemePreview() {
  return (
    <SectionCard
      icon={Eye}
      title="Pré-visualização"
      description="Como botões, etiquetas, cartões e campos ficam com o tema aplicado."
    >
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="space-y-4">
          <div className="flex flex-wrap gap-2">
            <Button>Primário</Button>
            <Button variant="secondary">Secundário</Button>
            <Button variant="outline">Contorno</Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge>Novo</Badge>
            <Badge variant="secondary">Em preparo</Badge>
            <Badge variant="outline">Entregue</Badge>
            <Badge variant="destructive">Cancelado</Badge>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="preview-input">Campo de texto</Label>
            <Input id="preview-input" placeholder="Digite algo..." />
          </div>
          <div className="flex items-center gap-3">
            <Switch id="preview-switch" defaultChecked />
            <Label htmlFor="preview-switch">Opção ativada</Label>
          </div>
        </div>
        <div className="rounded-xl border bg-background p-4 shadow-sm">
          <div className="mb-3 flex items-center justify-between">
            <p className="font-semibold">Pizza Margherita</p>
            <Badge>R$ 49,90</Badge>
          </div>
          <p className="mb-4 text-sm text-muted-foreground">
            Molho de tomate, mussarela e manjericão fresco.
          </p>
          <div className="rounded-lg bg-accent p-3 text-sm text-accent-foreground">
            Pedido mínimo de R$ 20,00
          </div>
          <Button className="mt-4 w-full">Adicionar ao pedido</Button>
        </div>
      </CardContent>
    </SectionCard>
  );
}
