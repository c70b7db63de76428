import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBRL } from '@/domain/format';
import { useTopProducts } from '@/data/orders/get-top-products';

/** 'Produtos Mais Vendidos': the week's top 5 by quantity, from the real orders. */
export function TopProductsCard() {
  const { data, isPending } = useTopProducts();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Produtos Mais Vendidos</CardTitle>
        <CardDescription>Os 5 mais pedidos desta semana</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p className="text-sm text-muted-foreground">Carregando...</p>
        ) : !data?.length ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            Nenhum produto vendido ainda
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {data.map((product, index) => (
              <li key={product.productId} className="flex items-center gap-3 text-sm">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary/10 text-xs font-bold text-primary">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 truncate font-medium">{product.name}</span>
                <span className="shrink-0 text-muted-foreground">
                  {product.quantity} {product.quantity === 1 ? 'vendido' : 'vendidos'}
                </span>
                <span className="w-24 shrink-0 text-right tabular-nums">
                  {formatBRL(product.revenue)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
