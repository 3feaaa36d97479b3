import type { PolicySlug } from '../../../src/lib/policies.ts';

/**
 * The policy pages, written in a small markup that lib/markup.ts turns into Portable Text:
 * '## ' and '### ' headings, '- ' bullets, '1. ' numbered items, 'Table: caption' followed by
 * '| a | b |' rows (the first is the header), **bold** and [text](link). Other lines are paragraphs.
 */
export interface PolicySeed {
  type: PolicySlug;
  title: string;
  summary: string;
  version: string;
  updatedAt: string;
  seoDescription: string;
  body: string;
  /**
   * Kiswahili (Kenyan usage, ../shared/reference/kiswahili-commerce.md). A policy without a
   * Kiswahili body shows the English one on its Kiswahili page.
   */
  sw: { title: string; summary: string; seoDescription: string; body?: string };
}

export const policies: PolicySeed[] = [
  {
    type: 'terms-and-conditions',
    title: 'Terms and Conditions',
    summary: 'The agreement between you and Solar Shop Kenya when you browse, order, pay for and receive goods or installation from us.',
    version: '1.1',
    updatedAt: '2026-11-23',
    seoDescription: 'The terms that apply when you order solar equipment and installation from Solar Shop Kenya: orders, prices, payment, delivery, returns and warranty.',
    sw: {
      title: 'Vigezo na Masharti',
      summary: 'Makubaliano kati yako na Solar Shop Kenya unapovinjari, kuagiza, kulipia na kupokea bidhaa au huduma ya ufungaji kutoka kwetu.',
      seoDescription: 'Vigezo vinavyotumika unapoagiza vifaa vya sola na ufungaji kutoka Solar Shop Kenya: maagizo, bei, malipo, usafirishaji, kurejesha bidhaa na dhamana.',
    },
    body: `
These terms apply to every order placed on this website, by phone or at our Ruaraka showroom. By placing an order you confirm that you are at least 18 years old and that you accept these terms, our [Privacy Policy](/privacy-policy), our [Refund Policy](/refund-policy), our [Shipping Policy](/shipping-policy) and our [Warranty Information](/warranty-info).
## 1. Who we are
Solar Shop Kenya sells solar panels, inverters, batteries, charge controllers, water heaters, heat pumps, pumping inverters, back-up systems and installation parts to homes and businesses across Kenya. Our showroom and store are at Ruaraka Business Park, Thika Road, Nairobi. We are open **Monday to Friday, 8:00 to 18:00**.
## 2. Prices
- All prices are in Kenyan shillings (KSh) and include VAT where it applies.
- A site-wide discount of 5% is already applied to the prices you see. The price shown in your cart at checkout is the price you pay.
- A struck-through "was" price is only shown where the product really sold at that price before.
- We check every price and stock level again on our server when you place your order. If a price has changed since you added the item to your cart, you will see the new price before you pay.
## 3. Orders
1. Your order is an offer to buy. It is accepted when we confirm it by e-mail or SMS after payment, or, for cash on delivery, when our team calls you to confirm.
2. You can change or cancel an order within **2 hours** of placing it by calling or e-mailing us. After that the order may already be packed or dispatched.
3. Orders above **KSh 500,000** are bulk orders. We may ask for a site survey, a signed quotation or a deposit before we dispatch them, and special delivery terms may apply.
4. We may decline or cancel an order if an item is out of stock, if a price was shown in error, or if we cannot verify the payment. You then get a full refund.
## 4. Payment
We accept M-PESA, VISA and MasterCard through our payment provider Pesapal, bank transfer, and cash on delivery where available. We never see or store your card number. An order is marked paid only after the payment provider confirms the payment to us.
## 5. Delivery
We deliver nationwide. Delivery zones, rates, free-delivery thresholds and times are set out in our [Shipping Policy](/shipping-policy). Check your goods on delivery and report any damage within **48 hours**.
## 6. Returns and refunds
You may return unused goods within **14 days** of delivery and defective goods within **30 days**. Refunds are paid within **7 to 14 business days** of our receiving and inspecting the goods. Restocking fees may apply; the details are in our [Refund Policy](/refund-policy).
## 7. Installation
Where you buy installation, our technicians install to the manufacturer's instructions and Kenyan wiring rules. Most installations take **1 to 3 days**. Our installation workmanship is guaranteed for **2 years**. Travel fees may apply for remote areas; we tell you before you pay.
## 8. Warranty
Manufacturers' warranties apply as described on each product page and in our [Warranty Information](/warranty-info): typically 25 years for panels' power output, 5 to 10 years for inverters and 2 to 10 years for batteries.
## 9. Financial disclaimer
Savings, payback periods and energy yields we mention are estimates. They depend on your location, shading, usage and electricity tariffs, and are not a guarantee of financial return.
## 10. Liability
Nothing in these terms limits your rights under the Consumer Protection Act, 2012. We are not liable for losses caused by misuse, by installation by others, or by events outside our reasonable control.
## 11. Law
These terms are governed by the laws of Kenya. We will try to settle any dispute with you directly first; if we cannot, the courts of Kenya decide.
`,
  },
  {
    type: 'privacy-policy',
    title: 'Privacy Policy',
    summary: 'What personal data we collect, why, how long we keep it, who we share it with and the rights you have under the Data Protection Act, 2019.',
    version: '1.1',
    updatedAt: '2026-11-23',
    seoDescription: 'How Solar Shop Kenya collects, uses, keeps and protects your personal data, and how to exercise your rights under the Kenya Data Protection Act, 2019.',
    sw: {
      title: 'Sera ya Faragha',
      summary: 'Taarifa binafsi tunazokusanya, sababu, muda tunaozihifadhi, tunayeshiriki naye, na haki zako chini ya Sheria ya Ulinzi wa Data, 2019.',
      seoDescription: 'Jinsi Solar Shop Kenya inavyokusanya, kutumia, kuhifadhi na kulinda taarifa zako binafsi, na haki zako chini ya Sheria ya Ulinzi wa Data, 2019.',
    },
    body: `
Solar Shop Kenya respects your privacy and handles personal data in line with the Kenya Data Protection Act, 2019. This policy explains what we collect and why.
## 1. Who this applies to
Our services are for adults **18 years and over**. We do not knowingly collect data from children; if you believe a child has given us data, contact us and we will delete it.
## 2. What we collect
- **Account data:** your e-mail address, your name and a password (stored only as a secure hash by our sign-in provider).
- **Order data:** name, phone number, e-mail, delivery address, city, county and postal code, the items you bought and the amounts paid.
- **Payment data:** the payment method, the payment status and the provider's tracking reference. Card and M-PESA details are handled by our payment provider Pesapal; we never receive your card number or M-PESA PIN.
- **Usage data:** anonymous statistics about which pages are visited, used to improve the shop.
- **Messages:** what you write to us through the contact form, e-mail or phone.
## 3. Why we use it
1. To process, deliver and support your order, including installation visits and warranty claims.
2. To keep the accounting and tax records the law requires.
3. To prevent fraud and keep our systems secure.
4. To answer your questions.
5. With your consent only, to send you offers. You can withdraw consent at any time.
## 4. Who we share it with
We share only what each needs: Pesapal (payments), our delivery partners (name, phone and address), our hosting and sign-in providers, and authorities where the law requires it. We do not sell personal data.
## 5. How long we keep it
Table: How long we keep your data
| Data | How long |
| Order and payment records | 7 years, as tax law requires |
| Analytics data | 26 months |
| Account data | Until you close your account |
| Contact messages | 2 years |
## 6. Your rights
You may ask to see, correct or delete your data, object to its use, or ask for a copy to take elsewhere. We answer every data request within **30 days**. If you are not satisfied, you may complain to the Office of the Data Protection Commissioner.
## 7. Security
Data travels encrypted (HTTPS), access is limited to staff who need it, and administrator rights are checked on our server. If a breach puts your data at risk we will notify the Data Protection Commissioner and affected customers within **72 hours** of becoming aware of it.
## 8. Cookies and storage
We keep your cart in your browser's local storage so it survives a reload, and a sign-in session if you log in. We do not use advertising cookies.
## 9. Changes
When we change this policy we publish the new version here with a new date; at checkout you accept the version in force.
`,
  },
  {
    type: 'refund-policy',
    title: 'Refund and Returns Policy',
    summary: 'How to return goods, when you get your money back and the restocking fees that apply to returns of working goods.',
    version: '1.1',
    updatedAt: '2026-11-23',
    seoDescription: 'Return unused goods within 14 days and defective goods within 30 days. Refunds in 7-14 business days. Restocking fees and how to start a return.',
    sw: {
      title: 'Sera ya Kurejesha Pesa na Bidhaa',
      summary: 'Jinsi ya kurejesha bidhaa, lini utarejeshewa pesa, na ada ya kurejesha bidhaa dukani inayotozwa kwa bidhaa zisizo na hitilafu.',
      seoDescription: 'Rejesha bidhaa ambazo hazijatumika ndani ya siku 14 na zenye hitilafu ndani ya siku 30. Pesa hurejeshwa ndani ya siku 7-14 za kazi. Ada na jinsi ya kuanza.',
    },
    body: `
We want you to be happy with what you buy. If something is not right, this is how returns and refunds work.
## 1. Time limits
- **Change of mind:** return unused goods in their original packaging within **14 days** of delivery.
- **Defective goods:** report and return goods that are faulty within **30 days** of delivery for a repair, replacement or full refund. After 30 days the manufacturer's warranty applies (see [Warranty Information](/warranty-info)).
- **Order changes and cancellations:** free within **2 hours** of placing the order.
- **Damage in transit:** report within **48 hours** of delivery, with photos if you can.
## 2. Restocking fees
Returns of goods that work and that you no longer want carry a restocking fee, deducted from the refund. No fee applies to defective or wrongly supplied goods.
Table: Restocking fees on change-of-mind returns
| Goods | Fee |
| Standard items | 10% |
| Items over 50 kg (for example large batteries and water heaters) | 15% |
| Special orders (items we ordered in for you) | 20% |
| Opened packaging | plus 5% |
## 3. Bulk orders
Orders above **KSh 500,000** are bulk orders. Returns of bulk orders are agreed case by case, in writing, before goods are sent back.
## 4. What cannot be returned
- Cable and wire cut to length for you.
- Goods that have been installed, unless they are defective.
- Goods damaged by misuse, wrong installation by others, or power surges without surge protection.
## 5. How to return
1. Contact us with your order number and the reason for the return.
2. We give you a return reference and tell you how to send or bring the goods to our Ruaraka store. We collect defective goods at our cost.
3. We inspect the goods within 3 business days of receiving them.
## 6. Refunds
Approved refunds are paid within **7 to 14 business days** to the method you paid with: M-PESA refunds to the paying number, card refunds to the same card, bank transfers to your account. Cash-on-delivery orders are refunded by M-PESA or bank transfer. Delivery charges are refunded only when the goods were defective or wrong.
## 7. Installation workmanship
If a fault is caused by our installation, we fix it free of charge for **2 years** from the installation date.
`,
  },
  {
    type: 'shipping-policy',
    title: 'Shipping and Delivery Policy',
    summary: 'Where we deliver, how long it takes, what it costs by zone and parcel size, when delivery is free, and what to do if something arrives damaged.',
    version: '1.2',
    updatedAt: '2026-11-23',
    seoDescription: 'Delivery zones, rates by parcel size, free delivery over KSh 50,000 in Nairobi, express and weekend options, insurance and damage claims within 48 hours.',
    sw: {
      title: 'Sera ya Usafirishaji',
      summary: 'Tunakofikisha bidhaa, muda unaochukua, gharama kulingana na eneo na ukubwa wa mzigo, lini usafirishaji ni bure, na la kufanya bidhaa ikifika ikiwa imeharibika.',
      seoDescription: 'Maeneo na bei za usafirishaji, usafirishaji bure Nairobi kwa zaidi ya KSh 50,000, huduma ya haraka na ya wikendi, bima, na madai ya uharibifu ndani ya saa 48.',
      body: `
## Kutuma bidhaa
Tunafikisha bidhaa kote Kenya kutoka duka letu la Ruaraka, Thika Road, Nairobi. Maagizo hushughulikiwa **Jumatatu hadi Ijumaa, 8:00 hadi 18:00**; maagizo yanayothibitishwa baada ya 15:00 hutumwa siku ya kazi inayofuata.
## Kufikisha tena na kuhifadhi
- **Kufikisha tena:** KSh 1,000 kwa kila jaribio baada ya **majaribio 3 ya kufikisha kushindikana**.
- **Kuhifadhi:** KSh 500 kwa siku kwa maagizo ambayo hayajachukuliwa au kupokelewa **baada ya siku 7**.
## Kupokea agizo lako
1. Mtu mwenye umri wa miaka 18 au zaidi lazima apokee bidhaa na atie sahihi. Kuwa na kitambulisho chako na nambari ya agizo tayari.
2. Kagua kifurushi na bidhaa kabla dereva hajaondoka. Andika uharibifu wowote kwenye hati ya kupokelea bidhaa.
3. Ripoti uharibifu au bidhaa zilizokosekana ndani ya **saa 48** baada ya kupokea, pamoja na picha ukiweza. Kisha tutatengeneza, tutabadilisha au tutakurejeshea pesa kama [Sera yetu ya Kurejesha Pesa](/refund-policy) inavyoeleza.
## Kuchukua dukani
Unaweza kuchukua agizo lako bila malipo kutoka duka letu la Ruaraka, Jumatatu hadi Ijumaa, 8:00 hadi 18:00, tukishakujulisha kwamba liko tayari.
## Ziara za ufungaji
Ukinunua huduma ya ufungaji, timu yetu itakubaliana nawe tarehe baada ya bidhaa kufika. Ufungaji kwa kawaida huchukua siku 1 hadi 3; ada ya usafiri inaweza kutozwa kwa maeneo ya mbali.
`,
    },
    body: `
## Dispatch
We deliver across Kenya from our store at Ruaraka, Thika Road, Nairobi. Orders are processed **Monday to Friday, 8:00 to 18:00**; orders confirmed after 15:00 are dispatched the next business day.
## Re-delivery and storage
- **Re-delivery:** KSh 1,000 per attempt after **3 failed delivery attempts**.
- **Storage:** KSh 500 per day for orders not collected or accepted **after 7 days**.
## Receiving your order
1. Someone aged 18 or over must receive and sign for the goods. Have your ID and order number ready.
2. Check the packaging and goods before the driver leaves. Note any damage on the delivery note.
3. Report damage or missing items within **48 hours** of delivery, with photos if you can. We then repair, replace or refund as our [Refund Policy](/refund-policy) explains.
## Collection
You may collect your order free of charge from our Ruaraka store, Monday to Friday, 8:00 to 18:00, once we tell you it is ready.
## Installation visits
Where you bought installation, our team agrees a date with you after delivery. Installation usually takes 1 to 3 days; travel fees may apply for remote areas.
`,
  },
  {
    type: 'warranty-info',
    title: 'Warranty Information',
    summary: 'The manufacturer warranties on what we sell, our own 2-year workmanship warranty on installations, and how to make a claim.',
    version: '1.1',
    updatedAt: '2026-11-23',
    seoDescription: 'Warranty periods for solar panels (25 years), inverters (5-10 years) and batteries (2-10 years), our 2-year workmanship warranty, and how to claim.',
    sw: {
      title: 'Taarifa za Dhamana',
      summary: 'Dhamana za watengenezaji kwa bidhaa tunazouza, dhamana yetu ya miaka 2 kwa kazi ya ufungaji, na jinsi ya kudai.',
      seoDescription: 'Muda wa dhamana kwa paneli za sola (miaka 25), inverter (miaka 5-10) na betri (miaka 2-10), dhamana yetu ya kazi ya miaka 2, na jinsi ya kudai.',
    },
    body: `
Everything we sell is new, genuine and covered by its manufacturer's warranty. We handle the claim for you: you deal with us, not with a factory abroad.
## 1. Warranty periods
Table: Typical warranty periods by product
| Product | Warranty |
| Solar panels | 25 years on power output; 10 to 12 years on the product |
| Inverters | 5 to 10 years, depending on the brand and model |
| Batteries | 2 to 10 years: lead-acid and gel 2 to 3 years, lithium up to 10 years |
| Charge controllers | 2 to 5 years |
| Solar water heaters and heat pumps | 5 to 10 years on the tank |
| Installation workmanship | 2 years |
The exact period for each product is on its page under the Warranty tab.
## 2. Our workmanship warranty
When our technicians install your system, we guarantee the workmanship for **2 years** from the installation date: wiring, mounting, terminations and settings. If a fault is caused by our work, we fix it free of charge, including travel within Zone 1 and Zone 2.
## 3. What warranties do not cover
- Damage from lightning or power surges where no surge protection was fitted.
- Damage from installation or repairs by others.
- Batteries discharged below the maker's limits or left uncharged for long periods.
- Physical damage, flooding, fire or pests.
- Normal wear, such as the gradual loss of battery capacity within the maker's stated limits.
## 4. How to claim
1. Contact us with your order number, the serial number of the item and a description of the fault.
2. Our technicians check the fault by phone, remotely where the product has monitoring, or on site.
3. If the item is faulty and covered, we repair or replace it. Defective goods reported within 30 days of delivery may instead be refunded under our [Refund Policy](/refund-policy).
## 5. Service and maintenance
We offer maintenance packages for solar systems: panel cleaning, battery checks, firmware updates and a written health report. Service is available nationwide; travel fees may apply for remote areas.
`,
  },
];
