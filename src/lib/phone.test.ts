import { describe, expect, it } from 'vitest';
import { isValidCustomerPhone, maskPhone, toWhatsAppNumber } from '@/lib/phone';
import { whatsAppLink } from '@/lib/whatsapp';

describe('phone', () => {
  it('prefixes 55 to 10- and 11-digit numbers only', () => {
    expect(toWhatsAppNumber('(11) 98765-4321')).toBe('5511987654321');
    expect(toWhatsAppNumber('11 3456-7890')).toBe('551134567890');
    expect(toWhatsAppNumber('+55 11 98765-4321')).toBe('5511987654321');
    expect(toWhatsAppNumber('5511999999999')).toBe('5511999999999');
    expect(toWhatsAppNumber(null)).toBe('');
  });

  it('accepts DDD + number and masks while typing', () => {
    expect(isValidCustomerPhone('(11) 98765-4321')).toBe(true);
    expect(isValidCustomerPhone('98765-4321')).toBe(false);
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('119876543210000')).toBe('(11) 98765-4321');
  });

  it('builds wa.me links with the text encoded', () => {
    expect(whatsAppLink('(11) 98765-4321', 'Olá & até já\n#1042')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1%0A%231042',
    );
  });
});
