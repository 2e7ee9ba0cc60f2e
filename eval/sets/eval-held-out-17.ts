/**
 * Blind held-out set 17, written on 2026-11-24 (session 10) WITHOUT reading the answerer, the retrieval code
 * or any earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations of set 6, the header and
 * imports of set 12 and the set registry in scripts/eval-answers.ts were read. Two new kinds of business (a
 * hair salon, a computer repair shop) whose knowledge is written the way real small-business sites are:
 * prose, headings, bullets, tables, hours and "Key: value" lines. Each `fact` occurs verbatim in its
 * business's knowledge and must appear in a correct answer; `null` means the knowledge does not say, so the
 * assistant must decline. Use it to measure, never tune the answerer to its questions; once its misses have
 * been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const SALON = 'copperandcomb.co.uk';
const REPAIR = 'byteworksrepair.com';

export const HELD_OUT_17_PROFILES: EvalProfile[] = [
  {
    clientName: 'Hannah Price',
    businessName: 'Copper & Comb Hair Studio',
    domain: SALON,
    plan: 'Premium',
    industry: 'Other',
    email: 'hello@copperandcomb.co.uk',
    phone: '0117 496 0382',
    notes: 'Independent hair salon on Gloucester Road, Bristol.',
    welcomeMessage: 'Hi! Ask me about our prices, opening hours or booking an appointment.',
    themeColor: '#b4532a',
    aiContent: `# Copper & Comb Hair Studio

Copper & Comb is an independent hair salon on Gloucester Road, Bristol, opened in 2016 by owner and creative director Hannah Price. Our team of six stylists does cuts, colour and styling for women, men and children, in a relaxed studio with good coffee and no pressure to buy products.

## Opening hours

- Monday: Closed
- Tuesday: 9:30 am – 5:30 pm
- Wednesday: 9:30 am – 5:30 pm
- Thursday: 9:30 am – 8:00 pm (late night)
- Friday: 9:00 am – 6:00 pm
- Saturday: 8:30 am – 4:00 pm
- Sunday: Closed

## Price list

Prices below are with a stylist. Appointments with a senior stylist cost £8 more, and appointments with our director Hannah cost £15 more.

| Service | Price | Allow |
| --- | --- | --- |
| Women's cut & finish | £48 | 1 hr |
| Men's cut | £26 | 30 min |
| Beard trim | £14 | 15 min |
| Children's cut (under 12) | £18 | 30 min |
| Blow-dry | £30 | 45 min |
| Root touch-up | £55 | 1 hr 30 min |
| Full head colour | from £72 | 2 hr |
| Half head highlights | from £78 | 2 hr |
| Full head highlights | from £95 | 2 hr 30 min |
| Balayage | from £120 | 3 hr |
| Toner / gloss | £25 | 30 min |
| Keratin smoothing | from £150 | 3 hr |

"From" prices depend on the length and thickness of your hair; your stylist will confirm the price at your consultation before starting.

We cut children aged 3 and up. Children's prices apply to under-12s only; from 12 the adult price applies.

### Bridal hair

Bridal trial: £65
Wedding-day hair: £110 for the bride, £60 per bridesmaid
Travel to your venue: available within 15 miles of the salon, charged at 45p per mile

We recommend booking your trial about two months before the wedding.

### Hair extensions

We fit tape-in extensions, from £250 including the hair. Every extensions appointment starts with a free consultation so we can colour-match the hair and order it in.

## Booking

Book online through the Book Now button or call us on 0117 496 0382. We're happy to take walk-ins for men's cuts and beard trims when a chair is free, but we can't guarantee a wait time.

Deposit: £20, taken when you book any colour appointment over £90 or any appointment of 3 hours or more. The deposit comes off your final bill.

## Cancellations and lateness

Cancellation notice: 48 hours
If you cancel or move your appointment with less than 48 hours' notice, your deposit is kept. If you don't turn up at all, we charge 50% of the booked service.

If you are more than 15 minutes late we may need to shorten your service or rebook you, so that the next client isn't kept waiting. Please call us if you are running late.

## Patch tests

For your safety, a skin allergy test is required at least 48 hours before any colour service if you are new to us, or if you haven't had colour with us in the last 6 months. The test is free and takes about 5 minutes; just drop in during opening hours, no appointment needed. We can't colour your hair without a patch test, even if you've had one elsewhere.

## Not happy?

If something isn't right with your cut or colour, tell us within 7 days and we'll put it right free of charge with the same stylist (or another stylist if you prefer). After 7 days any changes are charged as a new service.

## Gift vouchers

Gift vouchers are available in any amount from £10, in the salon or by phone, and are valid for 12 months from the date of purchase. Vouchers can't be exchanged for cash.

## Discounts

Students get 10% off any service on Tuesdays and Wednesdays with a valid student card.

## Paying

We accept Visa, Mastercard, American Express, Apple Pay, Google Pay and cash. We don't accept cheques.

## Finding us

Address: 214 Gloucester Road, Bristol BS7 8NU
Parking: the Elm Street car park is two minutes' walk away (pay and display), and there is on-street parking on the side roads after 6pm.
Buses: the 70 and 73 stop right outside.

The salon is on the ground floor with step-free access from the street, and our backwash chairs can be adjusted for clients who need extra support.`,
    faqs: [
      {
        question: 'Do you take walk-ins?',
        answer:
          'For men’s cuts and beard trims, yes, when a chair is free. Colour and longer services need a booking.',
      },
      {
        question: 'Which products do you use?',
        answer:
          'We colour with professional salon ranges and sell a small range of aftercare products in the salon.',
      },
    ],
  },
  {
    clientName: 'Marcus Delgado',
    businessName: 'Byteworks Computer Repair',
    domain: REPAIR,
    plan: 'Premium',
    industry: 'Technology',
    email: 'help@byteworksrepair.com',
    phone: '(503) 555-0147',
    notes: 'Walk-in laptop and desktop repair shop in Portland, Oregon.',
    welcomeMessage: 'Hi! Ask me about repair prices, turnaround times or dropping off your computer.',
    themeColor: '#1d4ed8',
    aiContent: `# Byteworks Computer Repair

Byteworks is a locally owned computer repair shop in Portland, Oregon. Since 2012 owner Marcus Delgado and his team of three technicians have repaired laptops and desktops of every brand: Windows PCs, MacBooks, iMacs and Chromebooks. We do not repair phones or tablets.

## Store hours

Monday – Friday: 10 am – 7 pm
Saturday: 10 am – 4 pm
Sunday: closed

Address: 1840 Alder Street, Suite B, Portland, OR 97205
Phone: (503) 555-0147
Email: help@byteworksrepair.com

No appointment is needed to drop off a computer: just come in during store hours.

## How it works

1. **Drop off.** Bring your computer, its charger and your login password (you can write it on the repair form, or change it to a temporary one before you come).
2. **Diagnosis.** A technician tests your machine and calls you with a fixed quote, usually within 1 business day.
3. **Repair.** Nothing is done until you approve the quote. Most repairs are finished in 2 to 3 business days once parts are in.
4. **Pick up.** We text you when it's ready. You pay when you collect.

## Prices

| Service | Price |
| --- | --- |
| Diagnostic | $49 |
| Virus and malware removal | $99 |
| Operating system reinstall (files kept where possible) | $79 |
| SSD upgrade (labor, drive extra) | $69 |
| RAM upgrade (labor, memory extra) | $39 |
| Laptop screen replacement | from $129 |
| Laptop battery replacement | $89 |
| Liquid damage assessment | $59 |
| Data recovery (no physical damage) | from $150 |
| Custom PC build (labor) | $150 |

The diagnostic fee is waived if you go ahead with the repair. Parts are quoted separately for screens and for data recovery from failed drives. Prices are for labor unless stated; sales tax does not apply to labor in Oregon.

## Express service

Need it back fast? Express same-day service is available for an extra $40 on software repairs and in-stock parts, if you drop off before 11 am on a weekday.

## Spills and water damage

If you spill anything on your laptop, turn it off straight away, unplug it and do not try to turn it back on. Bring it in as soon as you can; the sooner we clean the board, the better the chance of saving it. Our liquid damage assessment tells you whether it can be repaired and what it will cost.

## Data recovery

We recover photos, documents and other files from drives that won't boot, deleted partitions and failing hard drives. Drives with physical damage (clicking, not spinning) are sent to our partner clean-room lab, and we quote that separately before anything is done. No data, no charge: if we can't recover your files, you don't pay for the recovery.

Please back up your data before dropping off whenever you can. We take great care, but we can't be responsible for data loss on drives that were already failing.

## On-site and business support

We come to homes and offices within 15 miles of the shop for setup, networking and troubleshooting. On-site visits cost $95 per hour, with a one-hour minimum.

## Warranty

Every repair comes with a 90 days warranty on parts and labor. The warranty doesn't cover accidental damage after the repair, new liquid damage or software problems caused by new installs.

## Payment and deposits

We accept cash, all major credit and debit cards, Apple Pay and Google Pay. No payment is needed at drop off. For any part that costs more than $200, we ask for a 50% deposit before we order it.

## Discounts

Students and seniors (65+) get 10% off labor with a valid ID.

## Unclaimed devices

Please collect your computer within 60 days of our ready notice. After 60 days, unclaimed devices are treated as abandoned and may be wiped and recycled.

## Recycling

Got an old computer you don't need? We recycle old computers, monitors and keyboards free of charge, and we wipe every hard drive first.`,
    faqs: [
      {
        question: 'Do I need an appointment?',
        answer: 'No. Drop your computer off any time during store hours.',
      },
      {
        question: 'Will you tell me the price before you start?',
        answer:
          'Yes. We call you with a fixed quote after the diagnosis and do nothing until you approve it.',
      },
    ],
  },
];

export const HELD_OUT_SET_17: HeldOutCase[] = [
  // Hair salon: answerable.
  { domain: SALON, question: 'how much is a ladies haircut?', fact: '£48' },
  { domain: SALON, question: "What would you charge to cut my 9 year old son's hair?", fact: '£18' },
  { domain: SALON, question: 'what time do you shut on a thursday', fact: '8:00 pm' },
  { domain: SALON, question: "What's the earliest I can come in on a Saturday morning?", fact: '8:30 am' },
  {
    domain: SALON,
    question: 'Do I have to do an allergy test before you dye my hair?',
    fact: 'at least 48 hours',
  },
  { domain: SALON, question: 'how much deposit do you ask for when booking balayage?', fact: '£20' },
  { domain: SALON, question: 'what happens if i just dont turn up to my appointment', fact: '50%' },
  { domain: SALON, question: 'Whats the price for balayage', fact: '£120' },
  { domain: SALON, question: 'do u do beards? how much', fact: '£14' },
  {
    domain: SALON,
    question: "Can I get a gift card for my mum's birthday, and how long does it last?",
    fact: '12 months',
  },
  { domain: SALON, question: 'Do you take Amex?', fact: 'American Express' },
  { domain: SALON, question: "I'm at uni, do you do any discount for students?", fact: '10%' },
  { domain: SALON, question: 'Where can I leave my car?', fact: 'Elm Street car park' },
  {
    domain: SALON,
    question: "I had my colour done 3 days ago and I'm not happy with it, can you fix it?",
    fact: 'free of charge',
  },
  { domain: SALON, question: 'How long should I set aside for full head highlights?', fact: '2 hr 30 min' },
  { domain: SALON, question: 'My mum uses a wheelchair, can she get into the salon?', fact: 'step-free' },
  { domain: SALON, question: 'who owns copper and comb?', fact: 'Hannah Price' },
  { domain: SALON, question: 'Do you do hair for weddings? How much is a trial run?', fact: '£65' },
  {
    domain: SALON,
    question: "I'm stuck in traffic and will be 20 mins late, will you still see me?",
    fact: '15 minutes',
  },
  {
    domain: SALON,
    question: 'How much extra to have Hannah cut my hair instead of a normal stylist?',
    fact: '£15 more',
  },
  // Hair salon: the knowledge does not say.
  { domain: SALON, question: 'How much is a fringe trim on its own?', fact: null },
  { domain: SALON, question: 'How many weeks does the keratin smoothing last?', fact: null },
  { domain: SALON, question: 'What are your opening hours over Christmas?', fact: null },
  { domain: SALON, question: 'Can I pay for my extensions in instalments?', fact: null },
  { domain: SALON, question: 'Do you still do perms?', fact: null },
  { domain: SALON, question: 'do you do eyebrow threading', fact: null },
  { domain: SALON, question: 'Is there a loyalty card or points scheme?', fact: null },
  { domain: SALON, question: 'Can I bring my dog with me to my appointment?', fact: null },
  { domain: SALON, question: 'Would a stylist come to my nan’s house to cut her hair?', fact: null },
  { domain: SALON, question: 'Are the hair colours you use vegan?', fact: null },

  // Computer repair shop: answerable.
  {
    domain: REPAIR,
    question: "how much to just look at my laptop and tell me what's wrong with it?",
    fact: '$49',
  },
  {
    domain: REPAIR,
    question: 'If I go ahead with the fix, do I still have to pay for the checkup?',
    fact: 'waived',
  },
  { domain: REPAIR, question: 'My laptop screen is cracked, what will that cost?', fact: '$129' },
  { domain: REPAIR, question: 'battery only lasts 20 mins now, how much for a new one', fact: '$89' },
  {
    domain: REPAIR,
    question: 'My PC is full of pop-ups, I think I have a virus. Price to clean it?',
    fact: '$99',
  },
  { domain: REPAIR, question: 'I just spilled coffee on my MacBook, what should I do?', fact: 'turn it off' },
  { domain: REPAIR, question: 'How long do repairs usually take?', fact: '2 to 3 business days' },
  { domain: REPAIR, question: 'Can you fix it same day? How much more is that?', fact: '$40' },
  {
    domain: REPAIR,
    question: 'If I drop my laptop off at 1pm on Tuesday can I still get the express same-day service?',
    fact: '11 am',
  },
  { domain: REPAIR, question: "What's the guarantee on your repairs?", fact: '90 days' },
  { domain: REPAIR, question: 'what time do you close on saturdays', fact: '4 pm' },
  {
    domain: REPAIR,
    question: 'I forgot to pick up my old laptop 3 months ago, do you still have it?',
    fact: '60 days',
  },
  {
    domain: REPAIR,
    question: 'Can someone come out to our office to fix the wifi? What do you charge?',
    fact: '$95 per hour',
  },
  {
    domain: REPAIR,
    question: 'can you get my photos back off a hard drive that wont boot',
    fact: 'from $150',
  },
  {
    domain: REPAIR,
    question: 'What do I need to bring with the laptop when I drop it off?',
    fact: 'charger',
  },
  { domain: REPAIR, question: 'Can you fix my cracked iPhone screen?', fact: 'phones or tablets' },
  { domain: REPAIR, question: "I'm 70, is there a discount for pensioners?", fact: '10%' },
  { domain: REPAIR, question: 'how much to swap my old hard drive for an ssd?', fact: '$69' },
  {
    domain: REPAIR,
    question: 'The new motherboard is $250, do I have to pay anything before you order it?',
    fact: '50%',
  },
  { domain: REPAIR, question: 'where is your shop', fact: '1840 Alder Street' },
  // Computer repair shop: the knowledge does not say.
  { domain: REPAIR, question: 'Do you sell refurbished laptops?', fact: null },
  { domain: REPAIR, question: 'Can you repair a PS5 that keeps overheating?', fact: null },
  { domain: REPAIR, question: 'Can I borrow a loan laptop while mine is being fixed?', fact: null },
  { domain: REPAIR, question: 'do you fix printers', fact: null },
  { domain: REPAIR, question: 'Will you price match a cheaper quote from another shop?', fact: null },
  { domain: REPAIR, question: 'Is there parking at your shop?', fact: null },
  { domain: REPAIR, question: 'How much to replace a laptop keyboard?', fact: null },
  {
    domain: REPAIR,
    question: 'Do you offer a monthly IT support contract for small businesses?',
    fact: null,
  },
  { domain: REPAIR, question: 'Are your technicians Apple certified?', fact: null },
  { domain: REPAIR, question: 'What does it cost to replace a broken charging port?', fact: null },
];
