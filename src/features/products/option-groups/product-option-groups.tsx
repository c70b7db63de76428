import { useState } from 'react';
import { Pencil, Plus, X } from 'lucide-react';
import { MoveButtons } from '@/components/move-buttons';
import { Button } from '@/components/ui/button';
import { ChoiceSelect } from '@/components/choice-select';
import { groupRuleText } from '@/domain/options';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/error-messages';
import {
  groupsOfProduct,
  useOptionGroups,
  type AdminOptionGroup,
} from '@/data/options/get-option-groups';
import { useSetProductOptionGroups } from '@/data/options/set-product-option-groups';
import { OptionGroupDialog } from './option-group-dialog';

/** "Obrigatório · Escolha 1 · Broto, Média, Grande" */
function groupSummary(group: AdminOptionGroup): string {
  const names = group.options.map((option) => option.name);
  const preview = names.length > 4 ? `${names.slice(0, 4).join(', ')}…` : names.join(', ');
  return [
    group.min_select > 0 ? 'Obrigatório' : 'Opcional',
    groupRuleText(group),
    group.pricing === 'max'
      ? 'cobra a mais cara'
      : group.pricing === 'average'
        ? 'cobra a média'
        : null,
    group.depends_on_group_id ? 'preço por tamanho' : null,
    preview,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The groups of a product not saved yet: chosen in the add dialog, linked when it is saved. */
export interface DraftGroups {
  ids: string[];
  onChange: (ids: string[]) => void;
}

/**
 * The product form's "Complementos": the groups this product offers, in order (attach an existing
 * group, create or edit one, reorder, detach). An existing product's list is saved at once, apart
 * from its own fields; a new product's (`draft`) is saved with it.
 */
export function ProductOptionGroups({
  productId,
  draft,
}: {
  productId: string | null;
  draft?: DraftGroups;
}) {
  return (
    <section aria-labelledby="complementos-titulo" className="grid gap-3 rounded-lg border p-3">
      <div>
        <h3 id="complementos-titulo" className="text-sm font-semibold">
          Complementos
        </h3>
        <p className="text-xs text-muted-foreground">
          Tamanhos, sabores, bordas, adicionais: o cliente escolhe ao pedir.
        </p>
      </div>
      {productId ? (
        <LinkedGroups productId={productId} />
      ) : draft ? (
        <GroupList ids={draft.ids} setIds={draft.onChange} pending={false} />
      ) : null}
    </section>
  );
}

function LinkedGroups({ productId }: { productId: string }) {
  const { data: groups } = useOptionGroups();
  const relink = useSetProductOptionGroups(productId, {
    onError: (error) =>
      toast.error('Erro ao salvar complementos', { description: userMessage(error) }),
  });
  const ids = groups ? groupsOfProduct(groups, productId).map((group) => group.id) : [];
  return <GroupList ids={ids} setIds={(next) => relink.mutate(next)} pending={relink.isPending} />;
}

interface GroupListProps {
  /** The product's groups, in order. */
  ids: string[];
  setIds: (ids: string[]) => void;
  pending: boolean;
}

function GroupList({ ids, setIds, pending }: GroupListProps) {
  const { data: groups, isPending, isError } = useOptionGroups();
  const [editing, setEditing] = useState<AdminOptionGroup | 'new' | null>(null);

  if (isPending) return <p className="text-sm text-muted-foreground">Carregando complementos...</p>;
  if (isError || !groups)
    return <p className="text-sm text-destructive">Não foi possível carregar os complementos.</p>;

  const linked = ids.flatMap((id) => groups.filter((group) => group.id === id));
  const others = groups.filter((group) => !ids.includes(group.id));
  const move = (from: number, to: number) => {
    const next = [...ids];
    next.splice(to, 0, ...next.splice(from, 1));
    setIds(next);
  };

  return (
    <>
      {linked.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum grupo neste produto.</p>
      ) : (
        <ol aria-label="Grupos deste produto" className="divide-y rounded-md border">
          {linked.map((group, index) => (
            <li key={group.id} className="flex items-center gap-1 py-2 pl-3 pr-1">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{group.name}</p>
                <p className="line-clamp-2 text-xs text-muted-foreground">{groupSummary(group)}</p>
              </div>
              <MoveButtons
                name={group.name}
                index={index}
                count={linked.length}
                onMove={move}
                disabled={pending}
                className="size-8"
              />
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Editar grupo ${group.name}`}
                onClick={() => setEditing(group)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                aria-label={`Tirar ${group.name} deste produto`}
                disabled={pending}
                onClick={() => setIds(ids.filter((id) => id !== group.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        {others.length > 0 && (
          <ChoiceSelect
            value=""
            onValueChange={(id) => setIds([...ids, id])}
            className="h-9 w-auto min-w-56"
            aria-label="Adicionar grupo existente"
            placeholder="Adicionar grupo existente"
            choices={others.map((group) => ({ value: group.id, label: groupChoiceLabel(group) }))}
          />
        )}
        <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Criar grupo
        </Button>
      </div>
      <OptionGroupDialog
        group={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={(id) => {
          if (!ids.includes(id)) setIds([...ids, id]);
        }}
      />
    </>
  );
}

/** 'Bordas (Catupiry, Cheddar, Chocolate…)': the group and its first options. */
function groupChoiceLabel(group: AdminOptionGroup): string {
  const names = group.options.map((option) => option.name);
  return `${group.name} (${names.slice(0, 3).join(', ')}${names.length > 3 ? '…' : ''})`;
}
