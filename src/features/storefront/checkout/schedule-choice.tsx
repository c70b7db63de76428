import { useId } from 'react';
import { CalendarClock } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ScheduleSlot } from '@/data/schedule/get-schedule-slots';
import { scheduleDate, scheduleHeading, scheduleTimeRange } from '@/domain/schedule';
import { cn } from '@/lib/utils';

export type OrderTiming = 'now' | 'scheduled';

interface ScheduleChoiceProps {
  timing: OrderTiming;
  onTimingChange: (timing: OrderTiming) => void;
  /** "Agora" is offered only while the shop takes orders. */
  canOrderNow: boolean;
  slots: readonly ScheduleSlot[];
  loading: boolean;
  timezone: string;
  /** The chosen slot's start. */
  slot: string | null;
  onSlotChange: (startsAt: string) => void;
  /** Said above the slots: why the customer must pick one ("A loja acabou de fechar…"). */
  notice?: string | null;
  /** A slot must be chosen, or the chosen one is gone. */
  error?: string | null;
  now: Date;
}

const chip =
  'min-h-11 cursor-pointer rounded-lg border bg-background px-3 py-2 text-sm transition-colors hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:disabled]:hover:bg-background';

/** "Quando?": "Agora" (while open) or "Agendar" with a day, then one of its slots. */
export function ScheduleChoice(props: ScheduleChoiceProps) {
  const name = useId();
  const errorId = useId();
  const days = groupByDay(props.slots, props.timezone);
  const chosenDay =
    (props.slot && scheduleDate(props.slot, props.timezone)) ?? days[0]?.date ?? null;
  const day = days.find((d) => d.date === chosenDay) ?? days[0];
  const scheduled = props.timing === 'scheduled';

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarClock className="size-5" aria-hidden="true" />
          Quando?
        </CardTitle>
        <CardDescription>Receba agora ou agende para um horário.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="sr-only">Quando você quer receber?</legend>
          <label className={chip}>
            <input
              type="radio"
              name={`${name}-timing`}
              className="sr-only"
              checked={props.timing === 'now'}
              disabled={!props.canOrderNow}
              onChange={() => props.onTimingChange('now')}
            />
            <span className="block font-semibold">Agora</span>
            <span className="block text-xs text-muted-foreground">
              {props.canOrderNow ? 'O quanto antes' : 'Loja fechada agora'}
            </span>
          </label>
          <label className={chip}>
            <input
              type="radio"
              name={`${name}-timing`}
              className="sr-only"
              checked={scheduled}
              onChange={() => props.onTimingChange('scheduled')}
            />
            <span className="block font-semibold">Agendar</span>
            <span className="block text-xs text-muted-foreground">Escolha dia e horário</span>
          </label>
        </fieldset>
        {scheduled ? (
          <div className="grid gap-3" aria-describedby={props.error ? errorId : undefined}>
            {props.notice ? (
              <p role="status" className="rounded-lg bg-warning/10 p-3 text-sm">
                {props.notice}
              </p>
            ) : null}
            {props.loading ? (
              <p className="text-sm text-muted-foreground">Carregando horários…</p>
            ) : days.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Não há horários disponíveis para agendamento.
              </p>
            ) : (
              <>
                <fieldset className="flex gap-2 overflow-x-auto pb-1">
                  <legend className="mb-2 text-sm font-medium">Dia</legend>
                  {days.map((d) => (
                    <label key={d.date} className={cn(chip, 'shrink-0')}>
                      <input
                        type="radio"
                        name={`${name}-day`}
                        className="sr-only"
                        checked={d.date === day?.date}
                        onChange={() => {
                          const first = d.slots.find((s) => s.remaining !== 0);
                          if (first) props.onSlotChange(first.startsAt);
                        }}
                        disabled={d.slots.every((s) => s.remaining === 0)}
                      />
                      {scheduleHeading(d.slots[0]!.startsAt, props.timezone, props.now)}
                    </label>
                  ))}
                </fieldset>
                <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  <legend className="mb-2 text-sm font-medium">Horário</legend>
                  {day?.slots.map((s) => (
                    <label key={s.startsAt} className={cn(chip, 'text-center')}>
                      <input
                        type="radio"
                        name={`${name}-slot`}
                        className="sr-only"
                        checked={props.slot === s.startsAt}
                        disabled={s.remaining === 0}
                        onChange={() => props.onSlotChange(s.startsAt)}
                      />
                      {scheduleTimeRange(s.startsAt, s.endsAt, props.timezone)}
                      {s.remaining === 0 ? (
                        <span className="block text-xs text-muted-foreground">Lotado</span>
                      ) : null}
                    </label>
                  ))}
                </fieldset>
              </>
            )}
            {props.error ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                {props.error}
              </p>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function groupByDay(slots: readonly ScheduleSlot[], timezone: string) {
  const days: Array<{ date: string; slots: ScheduleSlot[] }> = [];
  for (const slot of slots) {
    const date = scheduleDate(slot.startsAt, timezone);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
