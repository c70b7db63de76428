import { useState } from 'react';
import { Printer } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { ChoiceSelect } from '@/components/choice-select';
import { printDocument } from '@/lib/print';
import {
  PAPER_HEIGHTS,
  PAPER_WIDTHS,
  type PaperHeight,
  type PaperWidth,
  type PrinterSettings,
} from '@/domain/orders/paper';
import { autoPrintFlag, savePrinterSettings, usePrinterSettings } from '@/lib/printer-settings';
import { buildReceipt } from '@/domain/orders/receipt';
import { SectionCard } from '../section-card';
import { FlagSwitchRow } from '../switch-row';
import { sampleReceiptOrder } from './sample-receipt';

export const PRINT_BLOCKED =
  'Não foi possível abrir a janela de impressão. Verifique se os pop-ups estão permitidos.';

const heightLabel = (height: PaperHeight) => (height === 'auto' ? 'Automático' : `${height} cm`);
const widthChoices = PAPER_WIDTHS.map((width) => ({ value: String(width), label: `${width} mm` }));
const heightChoices = PAPER_HEIGHTS.map((height) => ({
  value: String(height),
  label: heightLabel(height),
}));

/** (f) The thermal printer of this device: paper width and receipt height, and a test print. */
export function PrinterCard() {
  const saved = usePrinterSettings();
  const [draft, setDraft] = useState<PrinterSettings | null>(null);
  const current = draft ?? saved;

  function save() {
    savePrinterSettings(current);
    setDraft(null);
    toast.success('Configuração salva', {
      description: `Papel de ${current.width} mm, altura ${heightLabel(current.height)}.`,
    });
  }

  function testPrint() {
    if (!printDocument(buildReceipt(sampleReceiptOrder(), current))) {
      toast.error('Erro', { description: PRINT_BLOCKED });
    }
  }

  return (
    <SectionCard
      icon={Printer}
      title="Configuração da Impressora"
      description="Ajuste o tamanho do papel da impressora térmica deste computador."
    >
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="printer-width">Largura do papel</Label>
          <ChoiceSelect
            id="printer-width"
            value={String(current.width)}
            onValueChange={(value) => setDraft({ ...current, width: Number(value) as PaperWidth })}
            choices={widthChoices}
          />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="printer-height">Altura do recibo</Label>
          <ChoiceSelect
            id="printer-height"
            value={String(current.height)}
            onValueChange={(value) =>
              setDraft({
                ...current,
                height: (value === 'auto' ? 'auto' : Number(value)) as PaperHeight,
              })
            }
            choices={heightChoices}
          />
        </div>
        <div className="sm:col-span-2">
          <FlagSwitchRow
            label="Impressão automática"
            description="Imprime as 2 vias ao aceitar um pedido neste aparelho e quando um pedido chega já aceito. Para imprimir sem abrir a janela de impressão: Chrome em modo quiosque no computador, app RawBT no Android."
            flag={autoPrintFlag}
            saved={(on) => ({
              title: on ? 'Impressão automática ativada' : 'Impressão automática desativada',
            })}
          />
        </div>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button onClick={save}>Salvar configuração</Button>
        <Button variant="outline" onClick={testPrint}>
          <Printer aria-hidden="true" />
          Imprimir teste
        </Button>
      </CardFooter>
    </SectionCard>
  );
}
