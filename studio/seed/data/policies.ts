import type { PolicySlug } from '../../../src/lib/policies.ts';

/**
 * The policy pages, written in a small markup that lib/markup.ts turns into Portable Text:
 * '## ' and '### ' headings, '- ' bullets, '1. ' numbered items, 'Table: caption' followed by
 * '| a | b |' rows (the first is the header), **bold** and [text](link). Other lines are paragraphs.
 * The change window is written {orderChangeHours}, and the lay-by terms {laybyDeposit}, {laybyTerm}…:
 * the build writes the settings' figures there in words ("2 hours", "saa 2"; "90 days", "siku 90";
 * src/lib/policy-figures.ts), so the text never drifts from the rules the server applies.
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
    version: '1.3',
    updatedAt: '2026-11-30',
    seoDescription:
      'The terms that apply when you order solar equipment and installation from Solar Shop Kenya: orders, prices, payment, delivery, returns and warranty.',
    sw: {
      title: 'Vigezo na Masharti',
      summary:
        'Makubaliano kati yako na Solar Shop Kenya unapovinjari, kuagiza, kulipia na kupokea bidhaa au huduma ya ufungaji kutoka kwetu.',
      seoDescription:
        'Vigezo vinavyotumika unapoagiza vifaa vya sola na ufungaji kutoka Solar Shop Kenya: maagizo, bei, malipo, usafirishaji, kurejesha bidhaa na dhamana.',
      body: `
Vigezo na masharti haya yanahusu kila agizo linalowekwa kwenye tovuti hii, kwa simu au katika chumba chetu cha maonyesho cha Ruaraka. Kwa kuweka agizo, unathibitisha kwamba una umri wa angalau miaka 18 na kwamba unakubali vigezo na masharti haya, [Sera yetu ya Faragha](/privacy-policy), [Sera yetu ya Kurejesha Pesa](/refund-policy), [Sera yetu ya Usafirishaji](/shipping-policy) na [Taarifa zetu za Dhamana](/warranty-info).
## 1. Sisi ni nani
Solar Shop Kenya huuza paneli za sola, inverter, betri, vidhibiti chaji (charge controllers), hita za maji, pampu za joto (heat pumps), inverter za pampu za maji, mifumo ya umeme wa akiba na vifaa vya ufungaji kwa nyumba na biashara kote Kenya. Chumba chetu cha maonyesho na duka letu viko Ruaraka Business Park, Thika Road, Nairobi. Tuko wazi **Jumatatu hadi Ijumaa, 8:00 hadi 18:00**.
## 2. Bei
- Bei zote ziko kwa shilingi za Kenya (KSh) na zinajumuisha VAT pale inapohusika.
- Punguzo la 5% kwa bidhaa zote za tovuti tayari limejumuishwa katika bei unazoona. Bei inayoonyeshwa kwenye kikapu chako wakati wa malipo ndiyo bei utakayolipa.
- Bei ya "awali" iliyokatwa mstari huonyeshwa tu pale ambapo bidhaa iliuzwa kweli kwa bei hiyo hapo awali.
- Tunakagua tena kila bei na idadi ya bidhaa zilizopo kwenye seva yetu unapoweka agizo lako. Ikiwa bei imebadilika tangu ulipoongeza bidhaa kwenye kikapu chako, utaona bei mpya kabla ya kulipa.
## 3. Maagizo
1. Agizo lako ni ombi la kununua. Linakubaliwa tunapolithibitisha kwa barua pepe au SMS baada ya malipo, au, kwa maagizo ya kulipa unapopokea, timu yetu inapokupigia simu kulithibitisha.
2. Unaweza kubadilisha au kughairi agizo ndani ya **{orderChangeHours}** baada ya kuliweka, kwa kutupigia simu au kututumia barua pepe. Baada ya hapo huenda agizo likawa tayari limefungashwa au limetumwa.
3. Maagizo ya zaidi ya **KSh 500,000** ni maagizo ya jumla. Tunaweza kuomba ukaguzi wa eneo, nukuu ya bei iliyotiwa sahihi au malipo ya awali kabla ya kuyatuma, na masharti maalum ya usafirishaji yanaweza kutumika.
4. Tunaweza kukataa au kughairi agizo ikiwa bidhaa imeisha, ikiwa bei ilionyeshwa kimakosa, au ikiwa hatuwezi kuthibitisha malipo. Hapo utarejeshewa pesa zako zote.
## 4. Malipo
Tunapokea M-PESA, VISA na MasterCard kupitia mtoa huduma wetu wa malipo Pesapal, uhamisho wa benki, na malipo unapopokea bidhaa pale huduma hiyo inapopatikana. Hatuoni wala kuhifadhi nambari ya kadi yako. Agizo huhesabiwa kuwa limelipwa tu baada ya mtoa huduma wa malipo kututhibitishia malipo.
## 5. Lipa Mdogo Mdogo (lay-by)
Lipa Mdogo Mdogo hukuwezesha kuhifadhi bidhaa sasa na kuzilipia kidogo kidogo. Hatukabidhi bidhaa yoyote kabla agizo halijalipwa kikamilifu.
1. Maagizo ya **{laybyMinOrder}** au zaidi yanaweza kulipwa kwa Lipa Mdogo Mdogo, mtandaoni (M-PESA, kadi au benki), si kwa pesa taslimu unapopokea.
2. Unahifadhi agizo kwa kulipa amana ya **{laybyDeposit}** ya jumla yake. Tunakuwekea bidhaa tangu amana inapothibitishwa.
3. Lipa kilichobaki kwa viwango unavyochagua, kila malipo yakiwa angalau **{laybyMinInstalment}** (ya mwisho tu inaweza kuwa chini, ikilipa salio kamili), ndani ya **{laybyTerm}** tangu siku unapoanza. M-PESA hupokea hadi **{laybyMpesaLimit}** kwa malipo moja; kiasi kikubwa zaidi lipa kwa malipo kadhaa, au kwa kadi.
4. Bei haibadiliki tangu siku unapoanza. Hakuna riba wala ada inayoongezeka kadiri muda unavyopita; ada pekee ni ada ya kusitisha iliyoelezwa hapa chini.
5. Tunapendekeza malipo {laybyCadence}, na tunakutumia ukumbusho kwa SMS (na kwa barua pepe ukiwa umeitoa) {laybyReminder} kabla ya kila tarehe inayopendekezwa. Unalipa kupitia kiungo kilicho kwenye ukumbusho au kwenye ukurasa wa kufuatilia agizo lako.
6. Bidhaa husafirishwa tu agizo likishalipwa kikamilifu, ndani ya **{laybyDeliveryDays}** baada ya malipo ya mwisho.
7. Salio lisipolipwa kufikia tarehe ya mwisho, mpango hubaki wazi kwa muda wa ziada wa **{laybyGrace}**. Baada ya hapo mpango unaisha: bidhaa zinaachiliwa na tunakurejeshea ulicholipa, ukiondoa ada ya kusitisha.
8. Unaweza kusitisha wakati wowote kabla agizo halijalipwa kikamilifu. Ukisitisha ndani ya **{laybyFeeFreeDays}** tangu kuanza, unarejeshewa kila ulicholipa; baada ya hapo, tunabaki na ada ya kusitisha ya **{laybyFee}**.
9. Pesa hurejeshwa malipo kwa malipo, kila moja kule lilikotoka. Malipo ya M-PESA hurejeshwa yakiwa kamili, kwa hiyo ada hukatwa kutoka kwa malipo ya kadi, au kwa kubaki na malipo kamili yasiyozidi ada hiyo kwa jumla; kamwe si zaidi ya ada. Pesa taslimu ulizolipa dukani hurejeshwa dukani. Maelezo yako katika [Sera yetu ya Kurejesha Pesa](/refund-policy).
## 6. Usafirishaji
Tunafikisha bidhaa kote nchini. Maeneo ya usafirishaji, bei, viwango vya usafirishaji bure na muda vimeelezwa katika [Sera yetu ya Usafirishaji](/shipping-policy). Kagua bidhaa zako unapozipokea na uripoti uharibifu wowote ndani ya **saa 48**.
## 7. Kurejesha bidhaa na kurejeshewa pesa
Unaweza kurejesha bidhaa ambazo hazijatumika ndani ya **siku 14** baada ya kuzipokea, na bidhaa zenye hitilafu ndani ya **siku 30**. Pesa hurejeshwa ndani ya **siku 7 hadi 14 za kazi** baada ya sisi kupokea na kukagua bidhaa. Ada ya kurejesha bidhaa dukani inaweza kutozwa; maelezo yako katika [Sera yetu ya Kurejesha Pesa](/refund-policy).
## 8. Ufungaji
Ukinunua huduma ya ufungaji, mafundi wetu hufunga kwa kufuata maelekezo ya mtengenezaji na kanuni za nyaya za umeme za Kenya. Ufungaji mwingi huchukua **siku 1 hadi 3**. Kazi yetu ya ufungaji ina dhamana ya **miaka 2**. Ada ya usafiri inaweza kutozwa kwa maeneo ya mbali; tutakujulisha kabla ya kulipa.
## 9. Dhamana
Dhamana za watengenezaji zinatumika kama zilivyoelezwa kwenye ukurasa wa kila bidhaa na katika [Taarifa zetu za Dhamana](/warranty-info): kwa kawaida miaka 25 kwa nguvu ya umeme inayotolewa na paneli, miaka 5 hadi 10 kwa inverter na miaka 2 hadi 10 kwa betri.
## 10. Kanusho la kifedha
Akiba, muda wa kurudisha gharama na kiasi cha nishati tunachotaja ni makadirio. Vinategemea mahali ulipo, kivuli, matumizi yako na bei za umeme, na si hakikisho la faida ya kifedha.
## 11. Dhima
Hakuna chochote katika vigezo na masharti haya kinachopunguza haki zako chini ya Sheria ya Kulinda Watumiaji, 2012 (Consumer Protection Act). Hatuwajibiki kwa hasara zinazosababishwa na matumizi mabaya, na ufungaji uliofanywa na watu wengine, au na matukio yaliyo nje ya uwezo wetu wa kawaida.
## 12. Sheria
Vigezo na masharti haya yanaongozwa na sheria za Kenya. Tutajaribu kwanza kutatua mzozo wowote moja kwa moja nawe; tusipoweza, mahakama za Kenya zitaamua.
`,
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
2. You can change or cancel an order within **{orderChangeHours}** of placing it by calling or e-mailing us. After that the order may already be packed or dispatched.
3. Orders above **KSh 500,000** are bulk orders. We may ask for a site survey, a signed quotation or a deposit before we dispatch them, and special delivery terms may apply.
4. We may decline or cancel an order if an item is out of stock, if a price was shown in error, or if we cannot verify the payment. You then get a full refund.
## 4. Payment
We accept M-PESA, VISA and MasterCard through our payment provider Pesapal, bank transfer, and cash on delivery where available. We never see or store your card number. An order is marked paid only after the payment provider confirms the payment to us.
## 5. Lipa Mdogo Mdogo (lay-by)
Lipa Mdogo Mdogo lets you reserve goods now and pay for them in parts. We hand nothing over until the order is paid in full.
1. Orders of **{laybyMinOrder}** or more can be paid with Lipa Mdogo Mdogo, online (M-PESA, card or bank), not cash on delivery.
2. You reserve the order by paying a deposit of **{laybyDeposit}** of its total. We hold the goods for you from the moment the deposit is confirmed.
3. Pay the rest in any amounts you choose, each at least **{laybyMinInstalment}** (only the last may be less, when it pays exactly the balance), within **{laybyTerm}** of the day you start. M-PESA takes at most **{laybyMpesaLimit}** in one payment; pay a larger amount in several payments, or by card.
4. The price is fixed on the day you start. There is no interest and no fee that grows with time; the only fee is the cancellation fee below.
5. We suggest a payment {laybyCadence}, and send a reminder by SMS (and by e-mail when you gave one) {laybyReminder} before each suggested date. You pay from the link in the reminder or from the page where you track your order.
6. The goods are delivered only once the order is paid in full, within **{laybyDeliveryDays}** of the last payment.
7. If the balance is not paid by the end date, the plan stays open for a grace of **{laybyGrace}**. After that the plan ends: the goods are released and we refund what you paid, less the cancellation fee.
8. You may cancel at any time before the order is paid in full. Cancel within **{laybyFeeFreeDays}** of starting and everything you paid is refunded; after that, we keep a cancellation fee of **{laybyFee}**.
9. Refunds go back payment by payment, each to where it came from. M-PESA payments go back whole, so the fee is kept from a card payment, or by keeping whole payments that add up to no more than the fee; never more than the fee. Cash paid at the shop is returned at the shop. The details are in our [Refund Policy](/refund-policy).
## 6. Delivery
We deliver nationwide. Delivery zones, rates, free-delivery thresholds and times are set out in our [Shipping Policy](/shipping-policy). Check your goods on delivery and report any damage within **48 hours**.
## 7. Returns and refunds
You may return unused goods within **14 days** of delivery and defective goods within **30 days**. Refunds are paid within **7 to 14 business days** of our receiving and inspecting the goods. Restocking fees may apply; the details are in our [Refund Policy](/refund-policy).
## 8. Installation
Where you buy installation, our technicians install to the manufacturer's instructions and Kenyan wiring rules. Most installations take **1 to 3 days**. Our installation workmanship is guaranteed for **2 years**. Travel fees may apply for remote areas; we tell you before you pay.
## 9. Warranty
Manufacturers' warranties apply as described on each product page and in our [Warranty Information](/warranty-info): typically 25 years for panels' power output, 5 to 10 years for inverters and 2 to 10 years for batteries.
## 10. Financial disclaimer
Savings, payback periods and energy yields we mention are estimates. They depend on your location, shading, usage and electricity tariffs, and are not a guarantee of financial return.
## 11. Liability
Nothing in these terms limits your rights under the Consumer Protection Act, 2012. We are not liable for losses caused by misuse, by installation by others, or by events outside our reasonable control.
## 12. Law
These terms are governed by the laws of Kenya. We will try to settle any dispute with you directly first; if we cannot, the courts of Kenya decide.
`,
  },
  {
    type: 'privacy-policy',
    title: 'Privacy Policy',
    summary:
      'What personal data we collect, why, how long we keep it, who we share it with and the rights you have under the Data Protection Act, 2019.',
    version: '1.2',
    updatedAt: '2026-11-25',
    seoDescription:
      'How Solar Shop Kenya collects, uses, keeps and protects your personal data, and how to exercise your rights under the Kenya Data Protection Act, 2019.',
    sw: {
      title: 'Sera ya Faragha',
      summary:
        'Taarifa binafsi tunazokusanya, sababu, muda tunaozihifadhi, tunayeshiriki naye, na haki zako chini ya Sheria ya Ulinzi wa Data, 2019.',
      seoDescription:
        'Jinsi Solar Shop Kenya inavyokusanya, kutumia, kuhifadhi na kulinda taarifa zako binafsi, na haki zako chini ya Sheria ya Ulinzi wa Data, 2019.',
      body: `
Solar Shop Kenya inaheshimu faragha yako na hushughulikia taarifa binafsi kwa mujibu wa Sheria ya Ulinzi wa Data ya Kenya, 2019. Sera hii inaeleza tunachokusanya na sababu zake.
## 1. Sera hii inamhusu nani
Huduma zetu ni za watu wazima wenye **umri wa miaka 18 na zaidi**. Hatukusanyi kwa makusudi taarifa za watoto; ukiamini kwamba mtoto ametupa taarifa zake, wasiliana nasi na tutazifuta.
## 2. Tunachokusanya
- **Taarifa za akaunti:** anwani yako ya barua pepe, jina lako na nenosiri (ambalo mtoa huduma wetu wa kuingia huhifadhi tu kama msimbo salama wa hash).
- **Taarifa za agizo:** jina, nambari ya simu, barua pepe, anwani ya kufikishia, mji, kaunti na msimbo wa posta, bidhaa ulizonunua na kiasi ulicholipa.
- **Taarifa za malipo:** njia ya malipo, hali ya malipo na nambari ya ufuatiliaji ya mtoa huduma. Maelezo ya kadi na ya M-PESA hushughulikiwa na mtoa huduma wetu wa malipo Pesapal; hatupokei kamwe nambari ya kadi yako wala PIN yako ya M-PESA.
- **Taarifa za matumizi:** takwimu zisizomtambulisha mtu kuhusu kurasa zinazotembelewa, tunazotumia kuboresha duka.
- **Ujumbe:** unachotuandikia kupitia fomu ya mawasiliano, barua pepe au simu.
## 3. Kwa nini tunazitumia
1. Kushughulikia agizo lako, kulifikisha na kukusaidia kuhusu agizo hilo, ikiwemo ziara za ufungaji na madai ya dhamana.
2. Kuweka kumbukumbu za hesabu na za kodi zinazotakiwa na sheria.
3. Kuzuia ulaghai na kulinda usalama wa mifumo yetu.
4. Kujibu maswali yako.
5. Kukutumia ofa, kwa idhini yako tu. Unaweza kuondoa idhini yako wakati wowote.
## 4. Tunashiriki taarifa na nani
Tunashiriki tu kile ambacho kila mmoja anahitaji: Pesapal (malipo), washirika wetu wa usafirishaji (jina, simu na anwani), watoa huduma wetu wa kuhifadhi tovuti na wa kuingia, na mamlaka pale sheria inapotaka. Hatuuzi taarifa binafsi.
## 5. Muda tunaozihifadhi
Table: Muda tunaohifadhi taarifa zako
| Taarifa | Muda |
| Kumbukumbu za maagizo na malipo | Miaka 7, kama sheria ya kodi inavyotaka |
| Takwimu za matumizi | Miezi 26 |
| Taarifa za akaunti | Hadi utakapofunga akaunti yako |
| Ujumbe wa mawasiliano | Miaka 2 |
## 6. Haki zako
Unaweza kuomba kuona, kusahihisha au kufuta taarifa zako, kupinga matumizi yake, au kuomba nakala yake ili uipeleke kwingine. Tunajibu kila ombi kuhusu taarifa ndani ya **siku 30**. Usiporidhika, unaweza kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data (Office of the Data Protection Commissioner).
## 7. Usalama
Taarifa husafirishwa zikiwa zimesimbwa (HTTPS), ni wafanyakazi wanaozihitaji tu wanaoweza kuzifikia, na haki za wasimamizi hukaguliwa kwenye seva yetu. Uvunjaji wa usalama ukihatarisha taarifa zako, tutamjulisha Kamishna wa Ulinzi wa Data na wateja walioathirika ndani ya **saa 72** tangu tulipougundua.
## 8. Vidakuzi na hifadhi
Tunahifadhi kikapu chako kwenye hifadhi ya kivinjari chako (local storage) ili kisipotee ukipakia ukurasa upya, na kipindi chako cha kuingia ukiingia kwenye akaunti. Hatutumii vidakuzi vya matangazo.
## 9. Mabadiliko
Tunapobadilisha sera hii, tunachapisha toleo jipya hapa pamoja na tarehe mpya; wakati wa malipo unakubali toleo linalotumika wakati huo.
`,
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
    version: '1.3',
    updatedAt: '2026-11-30',
    seoDescription:
      'Return unused goods within 14 days and defective goods within 30 days. Refunds in 7-14 business days. Restocking fees and how to start a return.',
    sw: {
      title: 'Sera ya Kurejesha Pesa na Bidhaa',
      summary:
        'Jinsi ya kurejesha bidhaa, lini utarejeshewa pesa, na ada ya kurejesha bidhaa dukani inayotozwa kwa bidhaa zisizo na hitilafu.',
      seoDescription:
        'Rejesha bidhaa ambazo hazijatumika ndani ya siku 14 na zenye hitilafu ndani ya siku 30. Pesa hurejeshwa ndani ya siku 7-14 za kazi. Ada na jinsi ya kuanza.',
      body: `
Tunataka uridhike na unachonunua. Ikiwa kuna jambo lisilo sawa, hivi ndivyo kurejesha bidhaa na kurejeshewa pesa kunavyofanyika.
## 1. Muda wa mwisho
- **Ukibadilisha nia:** rejesha bidhaa ambazo hazijatumika, zikiwa kwenye kifungashio chake cha awali, ndani ya **siku 14** baada ya kuzipokea.
- **Bidhaa zenye hitilafu:** ripoti na urejeshe bidhaa zenye hitilafu ndani ya **siku 30** baada ya kuzipokea ili zitengenezwe, zibadilishwe au urejeshewe pesa zote. Baada ya siku 30, dhamana ya mtengenezaji inatumika (angalia [Taarifa za Dhamana](/warranty-info)).
- **Kubadilisha au kughairi agizo:** bila malipo ndani ya **{orderChangeHours}** baada ya kuweka agizo.
- **Uharibifu wakati wa usafirishaji:** ripoti ndani ya **saa 48** baada ya kupokea, pamoja na picha ukiweza.
## 2. Ada ya kurejesha bidhaa dukani
Bidhaa zinazofanya kazi ambazo unarejesha kwa sababu huzihitaji tena hutozwa ada ya kurejesha bidhaa dukani, inayokatwa kutoka kwenye pesa unazorejeshewa. Hakuna ada kwa bidhaa zenye hitilafu au zilizoletwa kimakosa.
Table: Ada ya kurejesha bidhaa dukani ukibadilisha nia
| Bidhaa | Ada |
| Bidhaa za kawaida | 10% |
| Bidhaa za zaidi ya 50 kg (kwa mfano betri kubwa na hita za maji) | 15% |
| Maagizo maalum (bidhaa tulizokuagizia) | 20% |
| Kifungashio kilichofunguliwa | nyongeza ya 5% |
## 3. Maagizo ya jumla
Maagizo ya zaidi ya **KSh 500,000** ni maagizo ya jumla. Kurejesha bidhaa za maagizo ya jumla hukubaliwa kwa maandishi, kila agizo kivyake, kabla ya bidhaa kurudishwa.
## 4. Bidhaa zisizoweza kurejeshwa
- Nyaya zilizokatwa kwa urefu uliouomba.
- Bidhaa ambazo zimeshafungwa, isipokuwa kama zina hitilafu.
- Bidhaa zilizoharibiwa na matumizi mabaya, na ufungaji mbaya uliofanywa na watu wengine, au na ongezeko la ghafla la umeme (power surge) pasipo kifaa cha kuzuia (surge protector).
## 5. Jinsi ya kurejesha
1. Wasiliana nasi ukiwa na nambari ya agizo lako na sababu ya kurejesha bidhaa.
2. Tunakupa nambari ya kurejesha na kukueleza jinsi ya kutuma au kuleta bidhaa kwenye duka letu la Ruaraka. Bidhaa zenye hitilafu tunazichukua kwa gharama yetu.
3. Tunakagua bidhaa ndani ya siku 3 za kazi baada ya kuzipokea.
## 6. Kurejeshewa pesa
Pesa zilizoidhinishwa kurejeshwa hulipwa ndani ya **siku 7 hadi 14 za kazi** kwa njia uliyotumia kulipa: malipo ya M-PESA hurejeshwa kwenye nambari iliyolipa, malipo ya kadi kwenye kadi hiyo hiyo, na uhamisho wa benki kwenye akaunti yako. Maagizo ya kulipa unapopokea hurejeshewa pesa kwa M-PESA au kwa uhamisho wa benki. Ada ya usafirishaji hurejeshwa tu ikiwa bidhaa zilikuwa na hitilafu au hazikuwa sahihi.
## 7. Kazi ya ufungaji
Hitilafu ikisababishwa na ufungaji wetu, tunairekebisha bila malipo kwa **miaka 2** tangu tarehe ya ufungaji.
## 8. Lipa Mdogo Mdogo (lay-by)
Kwa Lipa Mdogo Mdogo unahifadhi agizo la **{laybyMinOrder}** au zaidi kwa amana ya **{laybyDeposit}** na kulipa kilichobaki kwa viwango unavyochagua, kila malipo yakiwa angalau **{laybyMinInstalment}** (M-PESA hupokea hadi **{laybyMpesaLimit}** kwa malipo moja), ndani ya **{laybyTerm}**. Bei haibadiliki, na hakuna riba wala ada inayoongezeka kadiri muda unavyopita. Tunakukumbusha {laybyReminder} kabla ya kila tarehe inayopendekezwa, na bidhaa husafirishwa tu agizo likishalipwa kikamilifu, ndani ya **{laybyDeliveryDays}** ([Vigezo na Masharti](/terms-and-conditions)). Hivi ndivyo unavyorejeshewa pesa mpango ukiisha kabla ya kulipwa kikamilifu:
- **Ukisitisha ndani ya {laybyFeeFreeDays}** tangu kuanza mpango: unarejeshewa kila ulicholipa.
- **Ukisitisha baadaye, au mpango ukiisha bila kulipwa:** unarejeshewa kila ulicholipa, ukiondoa ada ya kusitisha ya **{laybyFee}**. Hiyo ndiyo ada pekee.
- **Mpango huisha bila kulipwa** tarehe ya mwisho na muda wa ziada wa **{laybyGrace}** baada yake vikipita: tunaachilia bidhaa na kurejesha pesa kama ilivyoelezwa hapa.
- **Malipo kwa malipo:** kila malipo hurejeshwa kule yalikotoka. Malipo ya M-PESA hurejeshwa yakiwa kamili, kwa hiyo ada hukatwa kutoka kwa malipo ya kadi; pasipo malipo ya kadi, tunabaki na malipo kamili ya M-PESA yasiyozidi ada hiyo kwa jumla na kurejesha mengine yote. Hatubaki kamwe na zaidi ya ada.
- **Pesa taslimu ulizolipa dukani** hurejeshwa dukani.
- **Tusipoweza kukuletea bidhaa,** unarejeshewa kila ulicholipa bila ada yoyote.
`,
    },
    body: `
We want you to be happy with what you buy. If something is not right, this is how returns and refunds work.
## 1. Time limits
- **Change of mind:** return unused goods in their original packaging within **14 days** of delivery.
- **Defective goods:** report and return goods that are faulty within **30 days** of delivery for a repair, replacement or full refund. After 30 days the manufacturer's warranty applies (see [Warranty Information](/warranty-info)).
- **Order changes and cancellations:** free within **{orderChangeHours}** of placing the order.
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
## 8. Lipa Mdogo Mdogo (lay-by)
With Lipa Mdogo Mdogo you reserve an order of **{laybyMinOrder}** or more with a deposit of **{laybyDeposit}** and pay the rest in any amounts you choose, each at least **{laybyMinInstalment}** (M-PESA takes at most **{laybyMpesaLimit}** in one payment), within **{laybyTerm}**. The price is fixed, and there is no interest and no fee that grows with time. We remind you {laybyReminder} before each suggested date, and the goods are delivered only once the order is paid in full, within **{laybyDeliveryDays}** ([Terms and Conditions](/terms-and-conditions)). This is what comes back if a plan ends before it is paid in full:
- **Cancel within {laybyFeeFreeDays}** of starting the plan: everything you paid is refunded.
- **Cancel later, or let the plan end unpaid:** everything you paid is refunded, less a cancellation fee of **{laybyFee}**. That is the only fee.
- **A plan ends unpaid** once its end date and a grace of **{laybyGrace}** after it have passed: we release the goods and refund as above.
- **Payment by payment:** each payment goes back to where it came from. M-PESA payments go back whole, so the fee is kept from a card payment; without one, we keep whole M-PESA payments that add up to no more than the fee and return all the others. We never keep more than the fee.
- **Cash paid at the shop** is returned at the shop.
- **If we cannot deliver,** everything you paid is refunded with no fee.
`,
  },
  {
    type: 'shipping-policy',
    title: 'Shipping and Delivery Policy',
    summary:
      'Where we deliver, how long it takes, what it costs by zone and parcel size, when delivery is free, and what to do if something arrives damaged.',
    version: '1.2',
    updatedAt: '2026-11-23',
    seoDescription:
      'Delivery zones, rates by parcel size, free delivery over KSh 50,000 in Nairobi, express and weekend options, insurance and damage claims within 48 hours.',
    sw: {
      title: 'Sera ya Usafirishaji',
      summary:
        'Tunakofikisha bidhaa, muda unaochukua, gharama kulingana na eneo na ukubwa wa mzigo, lini usafirishaji ni bure, na la kufanya bidhaa ikifika ikiwa imeharibika.',
      seoDescription:
        'Maeneo na bei za usafirishaji, usafirishaji bure Nairobi kwa zaidi ya KSh 50,000, huduma ya haraka na ya wikendi, bima, na madai ya uharibifu ndani ya saa 48.',
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
    version: '1.3',
    updatedAt: '2026-11-28',
    seoDescription:
      'Warranty periods for solar panels (25 years), inverters (5-10 years) and batteries (2-10 years), our 2-year workmanship warranty, and how to claim.',
    sw: {
      title: 'Taarifa za Dhamana',
      summary: 'Dhamana za watengenezaji kwa bidhaa tunazouza, dhamana yetu ya miaka 2 kwa kazi ya ufungaji, na jinsi ya kudai.',
      seoDescription:
        'Muda wa dhamana kwa paneli za sola (miaka 25), inverter (miaka 5-10) na betri (miaka 2-10), dhamana yetu ya kazi ya miaka 2, na jinsi ya kudai.',
      body: `
Kila bidhaa tunayouza ni mpya, halisi na ina dhamana ya mtengenezaji wake. Tunashughulikia dai kwa niaba yako: unashughulika nasi, si na kiwanda kilicho ng'ambo.
## 1. Muda wa dhamana
Pale ambapo modeli fulani ina masharti marefu kuliko ya aina yake, ukurasa wake unaeleza hivyo chini ya kichupo cha Dhamana: inverter zina miaka 5 hadi 10 kulingana na chapa na modeli, betri miaka 2 hadi 10 (lead-acid na gel miaka 2 hadi 3, lithium hadi miaka 10), na paneli za sola miaka 25 kwa nguvu ya umeme inayotolewa. Kiwango cha chini cha kila aina ya bidhaa:
[[warrantyTerms]]
Agizo lako likishafikishwa, [sajili nambari ya utambulisho (serial number) ya kila bidhaa](/warranty). Tunahifadhi kumbukumbu ya dhamana yake na tarehe inapoisha kwa niaba yako, hivyo dai halihitaji risiti.
## 2. Dhamana ya kazi yetu
Mafundi wetu wanapofunga mfumo wako, kazi yao ina dhamana ya **miaka 2** tangu tarehe ya ufungaji: nyaya, kupachika vifaa, maungio ya nyaya na mipangilio. Hitilafu ikisababishwa na kazi yetu, tunairekebisha bila malipo, pamoja na usafiri ndani ya Nairobi na viunga vyake na miji mingine mikubwa.
## 3. Yasiyolindwa na dhamana
- Uharibifu unaotokana na radi au ongezeko la ghafla la umeme (power surge) pale ambapo hakuna kifaa cha kuzuia (surge protector) kilichofungwa.
- Uharibifu unaotokana na ufungaji au matengenezo yaliyofanywa na watu wengine.
- Betri ambazo chaji yake ilitumika kupita kiwango cha chini alichoweka mtengenezaji, au zilizoachwa bila chaji kwa muda mrefu.
- Uharibifu wa kimwili, mafuriko, moto au wadudu.
- Uchakavu wa kawaida, kama kupungua polepole kwa uwezo wa betri ndani ya viwango alivyotaja mtengenezaji.
## 4. Jinsi ya kudai
1. Wasiliana nasi ukiwa na nambari ya agizo lako, nambari ya utambulisho (serial number) ya bidhaa na maelezo ya hitilafu.
2. Mafundi wetu hukagua hitilafu kwa simu, kwa mbali pale bidhaa ina mfumo wa ufuatiliaji, au mahali ilipofungwa.
3. Ikiwa bidhaa ina hitilafu na inalindwa na dhamana, tunaitengeneza au kuibadilisha. Badala yake, bidhaa zenye hitilafu zilizoripotiwa ndani ya siku 30 baada ya kupokea zinaweza kurejeshewa pesa chini ya [Sera yetu ya Kurejesha Pesa](/refund-policy).
## 5. Huduma na matengenezo
Tunatoa vifurushi vya matengenezo ya mifumo ya sola: kusafisha paneli, kukagua betri, kusasisha firmware na ripoti ya maandishi kuhusu hali ya mfumo. Huduma inapatikana kote nchini; ada ya usafiri inaweza kutozwa kwa maeneo ya mbali.
`,
    },
    body: `
Everything we sell is new, genuine and covered by its manufacturer's warranty. We handle the claim for you: you deal with us, not with a factory abroad.
## 1. Warranty periods
Where a model carries longer terms than its family, its page says so under the Warranty tab: inverters carry 5 to 10 years depending on the brand and model, batteries 2 to 10 years (lead-acid and gel 2 to 3 years, lithium up to 10 years), and solar panels 25 years on power output. The least each family carries:
[[warrantyTerms]]
Once your order is delivered, [register the serial number of each item](/warranty). We keep the record of its warranty and the day it ends for you, so a claim needs no receipt.
## 2. Our workmanship warranty
When our technicians install your system, we guarantee the workmanship for **2 years** from the installation date: wiring, mounting, terminations and settings. If a fault is caused by our work, we fix it free of charge, including travel within Nairobi and environs and the other major towns.
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
