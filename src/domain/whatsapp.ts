// Click-to-chat links: https://wa.me/<digits>?text=<encoded text>.
import { toWhatsAppNumber } from '@/domain/phone';

/**
 * The text as a URL component. A lone surrogate (a broken paste in a text box) would make
 * encodeURIComponent throw, so it goes as U+FFFD, as String.prototype.toWellFormed does.
 */
export function encodeMessageText(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));
}

/** The chat with a number, no message: "https://wa.me/5511987654321". */
export function whatsAppChatLink(phone: string | null | undefined): string {
  return `https://wa.me/${toWhatsAppNumber(phone)}`;
}

export function whatsAppLink(phone: string | null | undefined, text: string): string {
  return `https://wa.me/${toWhatsAppNumber(phone)}?text=${encodeMessageText(text)}`;
}
