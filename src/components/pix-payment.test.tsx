import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PixPayment } from '@/components/pix-payment';
import { qrSvgPath } from '@/components/qr-code';
import { formatBRL } from '@/domain/format';
import { buildPixPayload } from '@/domain/pix';

const code = buildPixPayload({
  key: '+5511987654321',
  merchantName: 'Pizzaria São João',
  merchantCity: 'São Paulo',
  amount: 57.9,
  txid: '1042',
});

function stubClipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function stubExecCommand(result: boolean) {
  const execCommand = vi.fn(() => result);
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return execCommand;
}

const card = () => screen.getByRole('region', { name: 'Pague com Pix' });
const copyButton = () => within(card()).getByRole('button', { name: 'Copiar código Pix' });
const codeBox = () =>
  within(card()).getByRole('textbox', { name: 'Pix copia e cola' }) as HTMLTextAreaElement;

async function clickCopy() {
  await act(async () => {
    fireEvent.click(copyButton());
  });
}

afterEach(() => {
  vi.useRealTimers();
  stubClipboard(undefined);
  Reflect.deleteProperty(document, 'execCommand');
});

describe('PixPayment', () => {
  it('shows the title, the amount in reais, the QR code and the code in a read-only box', async () => {
    render(<PixPayment code={code} amount={57.9} />);
    expect(within(card()).getByRole('heading', { name: 'Pague com Pix' })).toBeTruthy();
    // formatBRL writes a no-break space after R$.
    expect(within(card()).getByText(/^R\$\s57,90$/)).toBeTruthy();
    const qrName = `QR Code do Pix de ${formatBRL(57.9)}`;
    expect(within(card()).getByRole('img', { name: qrName })).toBeTruthy();
    expect(codeBox().value).toBe(code);
    expect(codeBox().readOnly).toBe(true);
    // Once the generator has loaded, the placeholder becomes the QR code of exactly this code, drawn
    // as SVG (what the page the server draws holds too).
    const expected = qrSvgPath(await import('qrcode'), code);
    await vi.waitFor(
      () =>
        expect(
          within(card())
            .getByRole('img', { name: qrName })
            .querySelector('path')
            ?.getAttribute('d'),
        ).toBe(expected.path),
      { timeout: 4000 },
    );
    const svg = within(card()).getByRole('img', { name: qrName });
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${expected.size} ${expected.size}`);
    expect(svg.getAttribute('width')).toBe('200');
  });

  it('copies the code and says "Código copiado!" for 2 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<PixPayment code={code} amount={57.9} />);

    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(code);
    expect(within(card()).getByRole('button', { name: 'Código copiado!' })).toBeTruthy();
    expect(within(card()).getByRole('status').textContent).toBe('Código copiado!');

    act(() => vi.advanceTimersByTime(1999));
    expect(within(card()).getByRole('button', { name: 'Código copiado!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(copyButton()).toBeTruthy();
    expect(within(card()).getByRole('status').textContent).toBe('');
  });

  it('without the clipboard API, selects the code and copies it the old way', async () => {
    stubClipboard(undefined);
    const execCommand = stubExecCommand(true);
    render(<PixPayment code={code} amount={57.9} />);

    await clickCopy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.activeElement).toBe(codeBox());
    expect(codeBox().selectionStart).toBe(0);
    expect(codeBox().selectionEnd).toBe(code.length);
    expect(within(card()).getByRole('button', { name: 'Código copiado!' })).toBeTruthy();
  });

  it('when copying is refused, leaves the code selected and says how to copy it', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    stubExecCommand(false);
    render(<PixPayment code={code} amount={57.9} />);

    await clickCopy();
    expect(codeBox().selectionEnd - codeBox().selectionStart).toBe(code.length);
    expect(copyButton()).toBeTruthy();
    expect(within(card()).getByRole('status').textContent).toMatch(/código está selecionado/);
  });

  // The arrangement is CSS (the server draws the page without knowing the screen): jsdom applies
  // no stylesheet, so these read the classes that place each part; e2e/tracking.spec.ts measures
  // the real layout at 390 px.
  it('on a phone leads with the copy button, the QR code below for another device', () => {
    render(<PixPayment code={code} amount={57.9} />);
    const qr = within(card()).getByRole('img', { name: /QR Code do Pix/ });
    const qrBlock = [...card().children].find((part) => part.contains(qr))!;
    expect(qrBlock.className).toMatch(/(^| )max-md:order-1( |$)/);
    expect(copyButton().className).toMatch(/(^| )max-md:-order-1( |$)/);
    expect(within(card()).getByText(/Vai pagar de outro aparelho\?/).className).toBe('md:hidden');
    expect(within(card()).getByText(/^Copie o código/).className).toMatch(/\bmd:hidden\b/);
  });

  it('on a computer shows the QR code first, the code to copy under it', () => {
    render(<PixPayment code={code} amount={57.9} />);
    const qr = within(card()).getByRole('img', { name: /QR Code do Pix/ });
    expect(
      qr.compareDocumentPosition(copyButton()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      codeBox().compareDocumentPosition(copyButton()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(card()).getByText(/^Abra o app do seu banco/).className).toBe('max-md:hidden');
  });

  it('gives the copy button a tap target of at least 44 px', () => {
    render(<PixPayment code={code} amount={57.9} />);
    expect(copyButton().className).toMatch(/\bh-12\b/);
  });
});
