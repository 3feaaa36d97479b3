import { expect, type FrameLocator, type Page } from '@playwright/test';

/**
 * Pesapal's form in the payment page's frame (`title`, the page's `payment.frameTitle`), once the
 * page knows the frame loaded. Until the frame's load event reaches the page, the page keeps its
 * opaque "loading" overlay over the frame, and a click sent into the frame lands on the overlay, as
 * Playwright checks what receives it inside the frame only: a radio then stays unchecked, a button
 * sends nothing (seen in full CI runs under load). A shopper sees the form only once the overlay goes.
 */
export async function paymentForm(page: Page, title = 'Pesapal secure payment form'): Promise<FrameLocator> {
  const frame = page.locator(`iframe[title="${title}"]`);
  await expect(frame).toBeVisible();
  await expect(page.locator('.payment-frame__overlay')).toHaveCount(0);
  return frame.contentFrame();
}
