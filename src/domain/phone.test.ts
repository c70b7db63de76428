import { describe, expect, it } from 'vitest';
import { isValidCustomerPhone, maskPhone, telLink, toWhatsAppNumber } from '@/domain/phone';
import { whatsAppChatLink, whatsAppLink } from '@/domain/whatsapp';

describe('phone', () => {
  it('calls and chats with a Brazilian number with its country code', () => {
    expect(telLink('(11) 98765-4321')).toBe('tel:+5511987654321');
    expect(telLink('+55 21 3456-7890')).toBe('tel:+552134567890');
    expect(whatsAppChatLink('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
  });

  it('prefixes 55 to 10- and 11-digit numbers only', () => {
    expect(toWhatsAppNumber('(11) 98765-4321')).toBe('5511987654321');
    expect(toWhatsAppNumber('11 3456-7890')).toBe('551134567890');
    expect(toWhatsAppNumber('+55 11 98765-4321')).toBe('5511987654321');
    expect(toWhatsAppNumber('5511999999999')).toBe('5511999999999');
    expect(toWhatsAppNumber(null)).toBe('');
  });

  it('accepts a Brazilian number with its DDD and masks while typing', () => {
    for (const phone of [
      '(11) 98765-4321',
      '11987654321',
      '11 98765 4321',
      '11.98765.4321',
      '(21) 3456-7890',
      '+55 21 3456-7890',
      '+55 (11) 98765-4321',
      '5511987654321',
      '(55) 99123-4567',
      '(99) 5432-1098',
    ]) {
      expect(isValidCustomerPhone(phone), phone).toBe(true);
    }
    for (const phone of [
      '',
      '98765-4321',
      '(00) 00000-0000',
      '(11) 1234-5678',
      '(11) 88765-4321',
      '(11) 6345-6789',
      '(20) 91234-5678',
      '(10) 3456-7890',
      '(23) 98765-4321',
      '119876543210',
      '11 9abc',
      '(11) 98765-4321 ramal 2',
      '(11) 98765\u20114321',
      '+1 (11) 98765-4321',
      '+11987654321',
      '11 +98765-4321',
      '5411987654321',
      '٠١١٩٨٧٦٥٤٣٢١',
    ]) {
      expect(isValidCustomerPhone(phone), phone).toBe(false);
    }
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('119876543210000')).toBe('(11) 98765-4321');
  });

  it("knows exactly Anatel's 67 DDDs", () => {
    const accepted = Array.from({ length: 100 }, (_, ddd) => String(ddd).padStart(2, '0')).filter(
      (ddd) => isValidCustomerPhone(`(${ddd}) 98765-4321`),
    );
    expect(accepted).toEqual(
      '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'.split(
        ' ',
      ),
    );
  });

  it('builds wa.me links with the text encoded', () => {
    expect(whatsAppLink('(11) 98765-4321', 'Olá & até já\n#1042')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1%0A%231042',
    );
  });
});
