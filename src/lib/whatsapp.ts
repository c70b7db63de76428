// Click-to-chat links (DESIGN.md section 7): https://wa.me/<digits>?text=<encoded text>.
import { toWhatsAppNumber } from '@/lib/phone';

export function whatsAppLink(phone: string | null | undefined, text: string): string {
  return `https://wa.me/${toWhatsAppNumber(phone)}?text=${encodeURIComponent(text)}`;
}
