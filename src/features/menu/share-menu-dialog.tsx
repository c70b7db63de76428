import { useEffect, useState } from 'react';
import { Check, Copy, Download, Share2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { QrCode, downloadQrPng } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { PrivateLinkWarning } from '@/components/private-link-warning';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const COPIED_MS = 2000;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Pages served over plain http (a shop's local network) have no clipboard API.
  const area = document.createElement('textarea');
  area.value = text;
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** Shares the public menu as a QR code (view, download) or as a link (copy). */
export function ShareMenuDialog({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>
          <Share2 aria-hidden="true" />
          Compartilhar Cardápio
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Compartilhar Cardápio</DialogTitle>
          <DialogDescription>
            Seus clientes abrem o cardápio pelo QR Code ou pelo link.
          </DialogDescription>
        </DialogHeader>
        <PrivateLinkWarning link={link} />
        <Tabs defaultValue="qr">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="qr">QR Code</TabsTrigger>
            <TabsTrigger value="link">Link</TabsTrigger>
          </TabsList>
          <TabsContent value="qr">
            {/* The layout sits inside: a display class on the content would override its hidden attribute. */}
            <div className="grid justify-items-center gap-4 pt-4">
              <div className="rounded-xl border bg-white p-3">
                <QrCode value={link} size={200} />
              </div>
              <Button
                variant="outline"
                onClick={() =>
                  downloadQrPng(link, 300).then(
                    () =>
                      toast.success('QR Code baixado', {
                        description: 'Imprima e coloque nas mesas e embalagens.',
                      }),
                    (error: unknown) => {
                      console.error('QR download failed', error);
                      toast.error('Erro ao gerar o QR Code');
                    },
                  )
                }
              >
                <Download aria-hidden="true" />
                Baixar QR Code
              </Button>
            </div>
          </TabsContent>
          <TabsContent value="link">
            <div className="grid gap-3 pt-4">
              <label htmlFor="menu-link" className="text-sm font-medium">
                Link do cardápio
              </label>
              <div className="flex gap-2">
                <Input
                  id="menu-link"
                  readOnly
                  value={link}
                  onFocus={(event) => event.target.select()}
                />
                <Button
                  variant="outline"
                  size="icon"
                  className="shrink-0"
                  aria-label={copied ? 'Link copiado' : 'Copiar link'}
                  onClick={() =>
                    copyText(link).then(
                      () => {
                        setCopied(true);
                        toast.success('Link copiado', {
                          description: 'Cole onde quiser compartilhar.',
                        });
                      },
                      () => toast.error('Não foi possível copiar o link'),
                    )
                  }
                >
                  {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                </Button>
              </div>
            </div>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
