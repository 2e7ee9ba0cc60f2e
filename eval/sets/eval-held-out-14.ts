/**
 * Blind held-out set 14, written on 2026-11-24 (session 9) WITHOUT reading the answerer, the retrieval code
 * (server/domain/answering/, server/domain/chat/) or any earlier eval set's questions: only the client shape
 * (contract/clients.ts), the demo profiles' format (server/seed/demo-profiles.ts), the EvalProfile and
 * HeldOutCase type declarations of set 6, the header and imports of set 12 and the set registry in
 * scripts/eval-answers.ts were read. Two new kinds of business (a wedding florist, an express car wash with
 * a detailing shop) whose knowledge is written the way real small-business sites are: prose, headings,
 * numbered steps, bullets, tables, hours, prices, policies and "Key: value" lines. Each `fact` occurs
 * verbatim in its business's knowledge and must appear in a correct answer; `null` means the knowledge does
 * not say, so the assistant must decline. Use it to measure, never tune the answerer to its questions; once
 * its misses have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const FLOWERS = 'thornandpetalflowers.co.uk';
const WASH = 'brightwavecarwash.com';

export const HELD_OUT_14_PROFILES: EvalProfile[] = [
  {
    clientName: 'Hannah Pryce',
    businessName: 'Thorn & Petal Wedding Flowers',
    domain: FLOWERS,
    plan: 'Premium',
    industry: 'Other',
    timeZone: 'Europe/London',
    email: 'hello@thornandpetalflowers.co.uk',
    phone: '01584 771209',
    notes: 'Held-out set 14: a wedding florist in Shropshire.',
    welcomeMessage:
      'Hello and congratulations! Ask me about our wedding flowers, prices, booking or delivery.',
    themeColor: '#9d5c63',
    aiContent: `# Thorn & Petal Wedding Flowers

## About us
Thorn & Petal is a small wedding floristry studio in Ludlow, Shropshire, run by Hannah Pryce with her assistant florist Megan Lloyd. We design the flowers for around 40 weddings a year, so we only take a limited number of bookings for each weekend. We work with the seasons and buy from British growers wherever we can: from April to October most of our stems are grown within 30 miles of the studio.

We are a wedding studio, not a walk-in flower shop, so we don't sell everyday bouquets over the counter.

## How booking works
1. Send us an enquiry with your date, venue and rough guest numbers.
2. We reply within 3 working days to let you know if we are available.
3. Book a free consultation, in the studio or by video call. It lasts about 1 hour.
4. After the consultation we send you a full written quote.
5. To secure your date we ask for a non-refundable booking fee of £150, which is taken off your final bill.
6. The balance is due 6 weeks before the wedding.
7. Final numbers (buttonholes, corsages, table centres) can be changed up to 4 weeks before the wedding.

## Minimum spend
Our minimum spend is £900 for Saturday weddings between May and September. For weekday weddings, Sundays and winter dates (November to March) the minimum is £500.

## Price guide

| Item | Price from |
| --- | --- |
| Bridal bouquet | £145 |
| Bridesmaid bouquet | £65 |
| Buttonhole | £14 |
| Corsage (pin or wrist) | £22 |
| Flower crown | £55 |
| Table centrepiece | £45 |
| Large urn arrangement | £220 |
| Fresh flower arch (on our frame) | £850 |
| Dried petal confetti cone | £3.50 |

Prices are a starting guide and depend on the flowers you choose and the time of year. Peonies, garden roses and anything out of season cost more.

## Elopement Collection
For ceremonies with fewer than 30 guests we offer the Elopement Collection at £395: a bridal bouquet, two buttonholes, one corsage and a small arrangement for the ceremony table. Delivery within 15 miles is included.

## Delivery, set-up and collection
Delivery: free within 15 miles of Ludlow, then £1.20 per mile each way.
Travel area: we travel up to 60 miles from the studio, including Hereford, Shrewsbury and Worcester.
Set-up at the venue: included for orders over £1,500, otherwise £75 per venue.
Collection of hire items: the day after the wedding, before 12pm.
Late-night clear-down: if your venue needs everything removed on the night, this costs £90.

## Hire items
- Glass vases, bud vases and lanterns are included free with our table centrepieces.
- Our copper moongate arch can be hired for £180 (flowers extra).
- A refundable damage deposit of £100 applies to every hire order. Breakages are charged at replacement cost.

## After the wedding
Bouquet preservation: we work with Everlasting Blooms, who press or dry your bouquet and frame it. Prices start at £240, and it must be ordered before the wedding so we can hand the bouquet over fresh.

We offer dried-flower bouquets all year round. We do not make artificial or silk flowers.

## Payments
We accept bank transfer and card payments (Visa and Mastercard). We are unable to take American Express. You can pay in as many instalments as you like between booking and the balance date.

## Cancellations and changes
- More than 6 months before the wedding: you lose the booking fee only.
- Between 6 months and 6 weeks before: 50% of the quoted total is due.
- Less than 6 weeks before: the full amount is due.
- Change of date: we will move your booking fee once to a new date within 18 months, subject to availability.

## Studio and contact
Address: Unit 4, Old Station Yard, Ludlow SY8 2PQ
Consultations: Tuesday to Friday, 10am to 5pm; Saturdays by appointment only
Closed: Sundays and Mondays
Email: hello@thornandpetalflowers.co.uk
Phone: 01584 771209
On Saturdays we are usually at weddings, so email is the best way to reach us.`,
    faqs: [
      {
        question: 'Do you only use British flowers?',
        answer:
          'Mostly. From April to October most of our stems come from growers within 30 miles of the studio. In winter we add imported flowers from a Dutch wholesaler.',
      },
      {
        question: 'Can we see our flowers before the day?',
        answer:
          'We send a mood board and a sample photo of each design two weeks before the wedding for you to approve.',
      },
    ],
  },
  {
    clientName: 'Luis Ortega',
    businessName: 'BrightWave Car Wash',
    domain: WASH,
    plan: 'Premium',
    industry: 'Other',
    timeZone: 'America/Boise',
    email: 'hello@brightwavecarwash.com',
    phone: '(208) 555-0147',
    notes: 'Held-out set 14: an express car wash with a detailing shop in Boise, Idaho.',
    welcomeMessage: 'Hi! Ask me about our washes, the Unlimited Wash Club or booking a detail.',
    themeColor: '#0ea5e9',
    aiContent: `# BrightWave Car Wash

BrightWave is a locally owned express car wash and detail shop in Boise, Idaho. Drive into our 120-foot tunnel, stay in your car, and come out clean and dry in about 4 minutes. Every wash comes with free self-serve vacuums, microfiber towels and mat cleaners.

## Location and hours
Address: 2150 W Fairview Ave, Boise, ID 83702
Wash tunnel: Monday to Saturday 7:00 AM to 8:00 PM, Sunday 9:00 AM to 6:00 PM
Detail shop: Monday to Friday 8:00 AM to 5:00 PM, by appointment
The last car enters the tunnel 10 minutes before closing.
We are closed on Thanksgiving Day and Christmas Day, and the tunnel may close early in freezing weather below 20°F.

## Express washes

| Wash | Single wash | What you get |
| --- | --- | --- |
| Basic | $10 | Soft-touch wash, spot-free rinse, power dry |
| Deluxe | $15 | Basic plus underbody flush, triple-foam polish and wheel cleaner |
| Ultimate | $22 | Deluxe plus tire shine, ceramic sealant and windshield rain repellent |

Rain guarantee: if it rains within 24 hours of a Deluxe or Ultimate wash, bring your receipt back for a free Basic re-wash.

## Unlimited Wash Club
Wash as often as you like, once a day, for one monthly price:
- Basic Club: $24.99/month
- Deluxe Club: $32.99/month
- Ultimate Club: $39.99/month

Each membership covers one vehicle, identified by a small RFID sticker on the windshield. Family plan: add another vehicle to the same account and save $10 a month on each extra vehicle. Bought a new car? Stop by the attendant booth and we will move your sticker for free. You are billed on the same day each month, and you can cancel any time online or at the pay station before your next billing date. There is no cancellation fee.

## Detailing (by appointment)

| Service | Car | SUV, minivan or truck |
| --- | --- | --- |
| Interior detail | $129 | $159 |
| Exterior detail | $99 | $119 |
| Full detail | $219 | $259 |

Interior detail: vacuum, carpet and mat shampoo, leather clean and condition, dash and door panels, inside windows.
Exterior detail: hand wash, clay bar, one-step machine polish, paint sealant.

Add-ons:
- Pet hair removal: $40
- Headlight restoration: $65
- Ceramic coating (lasts 2 years): from $599

A full detail takes about 4 to 5 hours. Drop your vehicle off by 9:00 AM for same-day pickup. Please give us at least 24 hours' notice to cancel or move an appointment; a missed appointment carries a $25 no-show fee.

## Will my vehicle fit?
Our tunnel takes vehicles up to 7 ft (84 inches) tall with tires up to 12.5 inches wide. We can't wash dually pickups, vehicles with loaded roof racks or bike racks, or trucks with loose items in the bed. Soft-top convertibles are welcome if the top is in good condition.

## Fleet accounts
Businesses with 5 or more vehicles get 15% off all tunnel washes, billed monthly on one invoice. Ask for a fleet application at the booth or email us.

## Payment and gift cards
We accept all major credit and debit cards, Apple Pay, Google Pay and cash at the attendant booth. We don't accept checks.
Gift cards are sold at the booth and online in any amount from $10, and they never expire.

## Damage policy
We take care with every vehicle, but if you believe our equipment damaged your car, please tell the site manager before leaving the property so we can inspect it together. Claims reported after you leave cannot be accepted. We are not responsible for pre-existing damage, loose trim, aftermarket accessories, antennas or cracked windshields.

## Water and the environment
We reclaim and reuse up to 80% of our wash water and use biodegradable soaps. That is far less water than a typical driveway wash.

## Contact
Phone: (208) 555-0147
Email: hello@brightwavecarwash.com
Site manager: Luis Ortega`,
    faqs: [
      {
        question: 'Is the tunnel safe for my car?',
        answer:
          'Yes. We use soft closed-cell foam brushes that are rinsed constantly and do not hold grit, and our attendants guide every car onto the conveyor.',
      },
      {
        question: 'Can I use my membership more than once a day?',
        answer: 'Unlimited Wash Club members can wash one time per day at our Fairview location.',
      },
    ],
  },
];

export const HELD_OUT_SET_14: HeldOutCase[] = [
  // Wedding florist: answerable.
  { domain: FLOWERS, question: 'roughly how much is a bridal bouquet?', fact: '£145' },
  { domain: FLOWERS, question: "What's the deposit to lock in our date?", fact: '£150' },
  {
    domain: FLOWERS,
    question: 'If we put down the booking fee and then call the whole thing off, do we get it back?',
    fact: 'non-refundable',
  },
  { domain: FLOWERS, question: 'When do we need to pay the rest of the money?', fact: '6 weeks before' },
  {
    domain: FLOWERS,
    question: 'We are getting married on a Saturday in July. Is there a minimum we have to spend?',
    fact: '£900',
  },
  {
    domain: FLOWERS,
    question: 'our wedding is on a wednesday in february, whats the lowest order you take?',
    fact: '£500',
  },
  {
    domain: FLOWERS,
    question: "It's just 22 of us at the registry office. Do you have a smaller package?",
    fact: 'Elopement Collection',
  },
  { domain: FLOWERS, question: 'How much per groomsman for the little flowers on the jacket?', fact: '£14' },
  {
    domain: FLOWERS,
    question: 'Our venue is about 45 miles from Ludlow, would you come that far?',
    fact: '60 miles',
  },
  { domain: FLOWERS, question: 'Do you charge extra for delivery?', fact: '£1.20 per mile' },
  {
    domain: FLOWERS,
    question: 'Our order will be around £2,000 - do we pay extra for you to set up at the venue?',
    fact: '£1,500',
  },
  {
    domain: FLOWERS,
    question: 'Can we rent the copper moon gate on its own and what does it cost?',
    fact: '£180',
  },
  { domain: FLOWERS, question: 'do u take amex', fact: 'American Express' },
  { domain: FLOWERS, question: 'Is it possible to spread the payments out?', fact: 'instalments' },
  { domain: FLOWERS, question: 'Where is your studio based?', fact: 'Old Station Yard' },
  {
    domain: FLOWERS,
    question: 'Could I pop in for a consultation on a Monday morning?',
    fact: 'Tuesday to Friday',
  },
  {
    domain: FLOWERS,
    question: "I'd love to keep my bouquet forever, can you dry it or something after the day?",
    fact: '£240',
  },
  {
    domain: FLOWERS,
    question: 'How late can we change how many corsages we need?',
    fact: '4 weeks before',
  },
  {
    domain: FLOWERS,
    question: 'If we had to cancel 3 months before the wedding, how much would we owe?',
    fact: '50%',
  },
  { domain: FLOWERS, question: 'What do table centerpieces cost, and are the vases included?', fact: '£45' },
  // Wedding florist: the knowledge does not say.
  { domain: FLOWERS, question: 'Do you do funeral flowers as well?', fact: null },
  { domain: FLOWERS, question: 'Can you put fresh flowers on our wedding cake?', fact: null },
  { domain: FLOWERS, question: 'How much is a flower girl basket with petals?', fact: null },
  { domain: FLOWERS, question: 'Do you have public liability insurance? Our venue asks for it.', fact: null },
  {
    domain: FLOWERS,
    question: 'Can we have a trial run of the bridal bouquet a few months before?',
    fact: null,
  },
  { domain: FLOWERS, question: 'Do you make flower collars for dogs who are in the wedding?', fact: null },
  { domain: FLOWERS, question: 'How much does a flower wall backdrop cost?', fact: null },
  { domain: FLOWERS, question: 'Is there parking at your studio?', fact: null },
  { domain: FLOWERS, question: 'Do you use floral foam in your arrangements?', fact: null },
  {
    domain: FLOWERS,
    question: 'Would you do the flowers for our rehearsal dinner the night before?',
    fact: null,
  },
  // Car wash: answerable.
  { domain: WASH, question: "what's your cheapest wash", fact: '$10' },
  { domain: WASH, question: 'What do I get with the top wash package?', fact: 'ceramic sealant' },
  { domain: WASH, question: 'How much a month for unlimited Ultimate washes?', fact: '$39.99' },
  { domain: WASH, question: 'Is there a penalty if I cancel my wash club?', fact: 'no cancellation fee' },
  {
    domain: WASH,
    question: 'My wife and I have 2 cars. Can we put both on one membership, and is it cheaper?',
    fact: '$10 a month',
  },
  {
    domain: WASH,
    question: 'My lifted truck is 7 ft 6 in tall, will it fit through the wash?',
    fact: 'up to 7 ft',
  },
  {
    domain: WASH,
    question: 'Can I vacuum my car out after the wash, is that extra?',
    fact: 'free self-serve vacuums',
  },
  { domain: WASH, question: 'what time do yall close on sundays', fact: '6:00 PM' },
  {
    domain: WASH,
    question: 'If I show up at 7:55 pm on a Tuesday can I still get a wash?',
    fact: '10 minutes before closing',
  },
  { domain: WASH, question: 'Are you open on Christmas?', fact: 'Christmas Day' },
  { domain: WASH, question: 'How much to deep clean the inside of my minivan?', fact: '$159' },
  { domain: WASH, question: 'My dog sheds like crazy, do you charge more for all the fur?', fact: '$40' },
  { domain: WASH, question: 'How long does the full detail take?', fact: '4 to 5 hours' },
  {
    domain: WASH,
    question: 'If I drop my SUV off at 10:30 for a full detail, can I get it back the same day?',
    fact: '9:00 AM',
  },
  { domain: WASH, question: 'What happens if I miss my detailing appointment?', fact: '$25' },
  {
    domain: WASH,
    question: 'I run a landscaping company with 6 pickups. Any business discount?',
    fact: '15%',
  },
  { domain: WASH, question: 'do your gift cards expire?', fact: 'never expire' },
  {
    domain: WASH,
    question: 'It poured about an hour after I got the Deluxe wash, any chance of a free rewash?',
    fact: '24 hours',
  },
  {
    domain: WASH,
    question: 'After my wash I found a scratch on my door once I got home. Can I still make a claim?',
    fact: 'before leaving the property',
  },
  { domain: WASH, question: 'How long does your ceramic coating last and how much is it?', fact: '$599' },
  // Car wash: the knowledge does not say.
  { domain: WASH, question: "Can I pause my membership while I'm away for a month?", fact: null },
  { domain: WASH, question: 'Do you wash motorcycles?', fact: null },
  { domain: WASH, question: 'Do you clean engine bays?', fact: null },
  { domain: WASH, question: 'Are you hiring attendants right now?', fact: null },
  { domain: WASH, question: 'Do you do window tinting?', fact: null },
  { domain: WASH, question: 'Is there a military or student discount?', fact: null },
  { domain: WASH, question: 'How much is an ozone treatment to get cigarette smoke smell out?', fact: null },
  { domain: WASH, question: 'Can you come to my house and detail the car there?', fact: null },
  { domain: WASH, question: 'Is there a waiting room with wifi while my car gets detailed?', fact: null },
  { domain: WASH, question: 'Do you have a punch card for people who are not members?', fact: null },
];
