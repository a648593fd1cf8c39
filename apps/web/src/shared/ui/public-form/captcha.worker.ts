import { answerCaptchaRequest, type CaptchaRequest } from './captcha-work.ts';

/**
 * Solves one captcha challenge off the page's main thread (docs/decisions/081): the SHA rounds cost a phone
 * tens to hundreds of milliseconds that would otherwise block typing and the page's first interactions.
 */
self.onmessage = async (event: MessageEvent<CaptchaRequest>) => {
  self.postMessage(await answerCaptchaRequest(event.data));
};
