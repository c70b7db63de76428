import { useState } from 'react';
import { ClipboardList, MapPinned, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/lib/toast';
import { useDeleteDeliveryZone } from '@/data/delivery-zones/delete-delivery-zone';
import { useDeliveryZones } from '@/data/delivery-zones/get-delivery-zones';
import { useReorderDeliveryZones } from '@/data/delivery-zones/reorder-delivery-zones';
import type { DeliveryZone } from '@/data/delivery-zones/schema';
import { useSetZoneActive } from '@/data/delivery-zones/set-zone-active';
import { SectionCard } from '../section-card';
import { ZoneDialog } from './zone-dialog';
import { ZoneListDialog } from './zone-list-dialog';
import { ZoneRow } from './zone-row';
import { nextSortOrder } from './zone-schema';

/** 'Bairros e taxas': a fee (and optionally a minimum and a time) per bairro. */
export function ZonesCard() {
  const zones = useDeliveryZones();
  const setActive = useSetZoneActive();
  const reorder = useReorderDeliveryZones();
  const remove = useDeleteDeliveryZone({
    onSuccess: (zone) => toast.success('Bairro removido', { description: zone.name }),
  });
  const [editing, setEditing] = useState<DeliveryZone | null>(null);
  const [dialog, setDialog] = useState<'zone' | 'list' | null>(null);
  const [deleting, setDeleting] = useState<DeliveryZone | null>(null);
  const list = zones.data ?? [];
  const anyActive = list.some((zone) => zone.is_active);

  function move(index: number, direction: -1 | 1) {
    const ids = list.map((zone) => zone.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + direction, 0, moved!);
    reorder.mutate(ids);
  }

  return (
    <SectionCard
      icon={MapPinned}
      title="Bairros e taxas"
      description={
        anyActive
          ? 'O cliente escolhe o bairro no checkout e paga a taxa dele; fora da lista, não há entrega.'
          : 'Sem bairros ativos, vale a taxa única (abaixo) para qualquer endereço.'
      }
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setDialog('list')}>
            <ClipboardList aria-hidden="true" />
            Colar lista
          </Button>
          <Button
            size="sm"
            onClick={() => {
              setEditing(null);
              setDialog('zone');
            }}
          >
            <Plus aria-hidden="true" />
            Adicionar bairro
          </Button>
        </div>
      }
    >
      <CardContent>
        {zones.isPending ? (
          <Skeleton className="h-32 w-full rounded-lg" />
        ) : zones.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar os bairros. Recarregue a página.
          </p>
        ) : list.length === 0 ? (
          <div className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Nenhum bairro cadastrado.
          </div>
        ) : (
          <ul className="divide-y" aria-label="Bairros cadastrados">
            {list.map((zone, index) => (
              <ZoneRow
                key={zone.id}
                zone={zone}
                first={index === 0}
                last={index === list.length - 1}
                onMove={(direction) => move(index, direction)}
                onToggle={(isActive) => setActive.mutate({ id: zone.id, isActive })}
                onEdit={() => {
                  setEditing(zone);
                  setDialog('zone');
                }}
                onDelete={() => setDeleting(zone)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ZoneDialog
        open={dialog === 'zone'}
        onOpenChange={(open) => setDialog(open ? 'zone' : null)}
        editing={editing}
        sortOrder={nextSortOrder(list)}
      />
      <ZoneListDialog
        open={dialog === 'list'}
        onOpenChange={(open) => setDialog(open ? 'list' : null)}
        existing={list.map((zone) => zone.name)}
        sortOrder={nextSortOrder(list)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Excluir bairro?"
        description={
          <>
            <strong>{deleting?.name}</strong> sai da lista do checkout. Os pedidos já feitos não
            mudam.
          </>
        }
        pending={false}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
