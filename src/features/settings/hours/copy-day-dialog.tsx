import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormDialog } from '@/components/form-dialog';
import { daySummary, WEEKDAY_LABELS, WEEKDAYS, type Interval } from './schedule';

interface CopyDayDialogProps {
  /** The day being copied; null when closed. */
  from: number | null;
  intervals: readonly Interval[];
  onCopy: (from: number, to: number[]) => void;
  onClose: () => void;
}

const WORKDAYS = [1, 2, 3, 4, 5];

/** "Copiar para outros dias": the same intervals on the days ticked (theirs are replaced). */
export function CopyDayDialog({ from, intervals, onCopy, onClose }: CopyDayDialogProps) {
  return (
    <FormDialog
      open={from !== null}
      onOpenChange={(open) => !open && onClose()}
      className="sm:max-w-md"
      title={from !== null && `Copiar ${WEEKDAY_LABELS[from]}`}
      description={`${daySummary(intervals)} nos dias marcados. Os horários desses dias serão substituídos.`}
    >
      {from !== null ? <CopyDayForm from={from} onCopy={onCopy} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function CopyDayForm({
  from,
  onCopy,
  onClose,
}: Omit<CopyDayDialogProps, 'intervals'> & { from: number }) {
  const others = WEEKDAYS.filter((day) => day !== from);
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (day: number) =>
    setChosen((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day]));
  const choose = (days: readonly number[]) => setChosen(days.filter((day) => day !== from));

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => choose(WORKDAYS)}>
          Segunda a sexta
        </Button>
        <Button variant="secondary" size="sm" onClick={() => choose(others)}>
          Todos os dias
        </Button>
      </div>
      <fieldset className="grid gap-1">
        <legend className="sr-only">Dias</legend>
        {others.map((day) => (
          <label
            key={day}
            className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 hover:bg-accent"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.includes(day)}
              onChange={() => toggle(day)}
            />
            {WEEKDAY_LABELS[day]}
          </label>
        ))}
      </fieldset>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          disabled={chosen.length === 0}
          onClick={() => {
            onCopy(from, chosen);
            onClose();
          }}
        >
          Copiar
        </Button>
      </DialogFooter>
    </>
  );
}
