import { useMemo, useState } from 'react';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormDialog } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSaveDeliveryZones } from '@/data/delivery-zones/save-delivery-zones';
import { formatBRL } from '@/domain/format';
import { toast } from '@/lib/toast';
import { parseZoneList, type ParsedZoneList } from './zone-list';
import { SubmitButton } from '@/components/submit-button';

interface ZoneListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The names already registered (left out of the list). */
  existing: readonly string[];
  sortOrder: number;
}

const EXAMPLE = 'Centro; 5,00\nJardim América - R$ 7,50\nVila Nova; 8,00; 40,00';

/** "Colar lista": many bairros at once, one per line, checked before anything is saved. */
export function ZoneListDialog({ open, onOpenChange, existing, sortOrder }: ZoneListDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Colar lista de bairros"
      description="Um bairro por linha, com a taxa: “Centro; 5,00” ou “Centro - R$ 5,00”. Depois da taxa, separados por “;”, podem vir o pedido mínimo e o tempo."
    >
      <ZoneListForm existing={existing} sortOrder={sortOrder} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ZoneListForm({
  existing,
  sortOrder,
  onDone,
}: {
  existing: readonly string[];
  sortOrder: number;
  onDone: () => void;
}) {
  const [text, setText] = useState('');
  const parsed = useMemo(() => parseZoneList(text, existing), [text, existing]);
  const save = useSaveDeliveryZones();
  const count = parsed.zones.length;

  async function add() {
    try {
      await save.mutateAsync({
        kind: 'create',
        rows: parsed.zones.map((zone, index) => ({
          name: zone.name,
          fee: zone.fee,
          minimum_order: zone.minimumOrder,
          estimated_time: zone.estimatedTime,
          sort_order: sortOrder + index,
        })),
      });
    } catch {
      return; // the default error toast (or the taken name) has said why
    }
    toast.success(count === 1 ? '1 bairro adicionado' : `${count} bairros adicionados`);
    onDone();
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="zone-list">Lista de bairros</Label>
        <Textarea
          id="zone-list"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={7}
          placeholder={EXAMPLE}
          className="font-mono text-sm"
        />
      </div>
      <Preview parsed={parsed} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <SubmitButton pending={save.isPending} disabled={count === 0} onClick={() => void add()}>
          {count === 1 ? 'Adicionar 1 bairro' : `Adicionar ${count} bairros`}
        </SubmitButton>
      </DialogFooter>
    </div>
  );
}

function Preview({ parsed }: { parsed: ParsedZoneList }) {
  const notes = [...parsed.problems, ...parsed.skipped].sort((a, b) => a.line - b.line);
  if (parsed.zones.length === 0 && notes.length === 0) return null;
  return (
    <div className="grid gap-3" aria-live="polite">
      {parsed.zones.length > 0 ? (
        <ul aria-label="Bairros a adicionar" className="divide-y rounded-lg border text-sm">
          {parsed.zones.map((zone) => (
            <li key={zone.line} className="flex justify-between gap-3 px-3 py-2">
              <span className="min-w-0 truncate">{zone.name}</span>
              <span className="shrink-0 tabular-nums text-muted-foreground">
                {formatBRL(zone.fee)}
                {zone.minimumOrder !== null ? ` · mín. ${formatBRL(zone.minimumOrder)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {notes.length > 0 ? (
        <ul aria-label="Linhas ignoradas" className="grid gap-1 text-sm">
          {notes.map((note) => (
            <li key={note.line} className="flex gap-2 text-warning-foreground">
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              <span>
                Linha {note.line}: {note.message}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
