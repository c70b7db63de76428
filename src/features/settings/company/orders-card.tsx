import { ClipboardList } from 'lucide-react';
import { CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { ChoiceSelect } from '@/components/choice-select';
import { notifyCustomerFlag } from '@/lib/local-flag';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { useSaveSettings } from '../use-save-settings';
import { SectionCard } from '../section-card';
import { FlagSwitchRow, SwitchRow } from '../switch-row';

const repeatChoices = [0, 1, 2, 3, 5, 10].map((minutes) => ({
  value: String(minutes),
  label:
    minutes === 0 ? 'Não repetir' : `A cada ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`,
}));

/**
 * How orders are handled: whether the shop accepts every order as it arrives (for every device:
 * company_settings.auto_accept) and whether this device tells the customer of each status change.
 */
export function OrdersCard({ settings }: { settings: CompanySettings | null }) {
  const update = useSaveSettings();
  const autoAccept = settings?.auto_accept ?? false;
  const repeat = settings?.push_repeat_minutes ?? 2;

  return (
    <SectionCard
      icon={ClipboardList}
      title="Pedidos"
      description="Como os novos pedidos são aceitos e como o cliente fica sabendo de cada etapa."
    >
      <CardContent className="grid gap-3">
        <SwitchRow
          label="Aceitar pedidos automaticamente"
          description="Os novos pedidos entram direto em preparo, sem alarme de pedido aguardando. Vale para todos os aparelhos da loja."
          checked={autoAccept}
          disabled={!settings || update.isPending}
          onCheckedChange={(on) =>
            update.mutate({
              patch: { auto_accept: on },
              success: {
                title: on ? 'Aceite automático ativado' : 'Aceite automático desativado',
                description: on
                  ? 'Os novos pedidos entram direto em preparo.'
                  : 'Os novos pedidos aguardam o seu aceite.',
              },
            })
          }
        />
        <div className="grid gap-2 rounded-lg border p-3">
          <Label htmlFor="push-repeat">Repetir o aviso de pedido aguardando</Label>
          <p className="text-xs text-muted-foreground">
            Nos aparelhos que recebem pedidos com o painel fechado, o aviso se repete até alguém
            aceitar o pedido.
          </p>
          <ChoiceSelect
            id="push-repeat"
            className="sm:w-64"
            value={String(repeat)}
            disabled={!settings || update.isPending}
            onValueChange={(value) =>
              update.mutate({
                patch: { push_repeat_minutes: Number(value) },
                success: { title: 'Configuração salva' },
              })
            }
            choices={repeatChoices}
          />
        </div>
        <FlagSwitchRow
          label="Avisar cliente pelo WhatsApp ao mudar o status"
          description="Ao mudar o status de um pedido neste aparelho, abre a conversa do cliente com a mensagem da etapa. Desligado, o pedido mostra um botão “Avisar cliente”."
          flag={notifyCustomerFlag}
          saved={(on) => ({
            title: 'Configuração salva',
            description: on
              ? 'O cliente será avisado a cada mudança de status.'
              : 'Use “Avisar cliente” no pedido para mandar a mensagem.',
          })}
        />
      </CardContent>
    </SectionCard>
  );
}
