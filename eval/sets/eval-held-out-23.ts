/**
 * Blind held-out set 23, written on 2026-11-24 (session 12) WITHOUT reading the answerer, the retrieval code
 * or any earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations of set 6, the header and
 * imports of set 12 and the set registry in scripts/eval-answers.ts were read. Two new kinds of business (a
 * children's day nursery, a roofing contractor) whose knowledge is written the way real small-business sites
 * are: prose, headings, bullets, tables, hours, prices and "Key: value" lines. Each `fact` occurs verbatim in
 * its business's knowledge and must appear in a correct answer; `null` means the knowledge does not say, so
 * the assistant must decline. Use it to measure, never tune the answerer to its questions; once its misses
 * have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const NURSERY = 'hazelhollownursery.co.uk';
const ROOFER = 'pearceroofing.co.uk';

export const HELD_OUT_23_PROFILES: EvalProfile[] = [
  {
    clientName: 'Claire Whitfield',
    businessName: 'Hazel Hollow Day Nursery',
    domain: NURSERY,
    plan: 'Premium',
    industry: 'Other',
    email: 'hello@hazelhollownursery.co.uk',
    phone: '0113 257 4410',
    timeZone: 'Europe/London',
    notes: 'Blind eval set 23: an independent day nursery for children from 3 months to 5 years.',
    welcomeMessage: 'Hello! Ask me about places, fees, funded hours or booking a show-round at Hazel Hollow.',
    themeColor: '#65a30d',
    aiContent: `# Hazel Hollow Day Nursery, Meanwood

Hazel Hollow is an independent, family-run day nursery in Meanwood, Leeds, caring for children from 3 months to 5 years in a converted Victorian house with a large garden. We are registered with Ofsted and follow the Early Years Foundation Stage (EYFS), with learning through play, stories, music and plenty of time outdoors.

## Opening times

We are open Monday to Friday, 7:30am to 6:00pm, 51 weeks of the year. The nursery is closed on bank holidays and for one week between Christmas and New Year. No fees are charged for the Christmas closure.

## Our rooms

| Room | Ages | Staff ratio | Places |
| --- | --- | --- | --- |
| Saplings (baby room) | 3 months to 2 years | 1:3 | 9 |
| Oak Room (toddlers) | 2 to 3 years | 1:4 | 16 |
| Treetops (pre-school) | 3 to 5 years | 1:8 | 24 |

Children move up when they are developmentally ready, usually around their second and third birthdays, after a few visits to the new room with their key person.

## Fees from September 2026

| Session | Times | Under 2s | 2 year olds | 3 to 5 year olds |
| --- | --- | --- | --- | --- |
| Full day | 7:30am to 6:00pm | £72.00 | £68.00 | £64.00 |
| Morning | 7:30am to 1:00pm | £42.00 | £40.00 | £38.00 |
| Afternoon | 1:00pm to 6:00pm | £40.00 | £38.00 | £36.00 |

Our fees include breakfast, lunch and tea, snacks, nappies, wipes and sun cream. Please provide your own formula milk.

- Registration fee: £50, non-refundable
- Deposit: £200, returned against your final invoice
- Minimum booking: two sessions a week
- Sibling discount: 10% off the older child's fees
- Late collection: £15 for every 15 minutes after 6:00pm

Invoices are sent on the 1st of each month and are payable by the 10th. We accept Tax-Free Childcare and most childcare voucher schemes.

## Funded hours

We offer funded places for eligible children: 15 or 30 hours a week for working parents of children from 9 months old, and the universal 15 hours for all 3 and 4 year olds from the term after their third birthday. Funded hours can be taken term-time only or stretched across the year. An optional consumables charge of £6.50 per funded day covers meals, nappies and outings.

## Food

Jenny, our nursery cook, prepares fresh meals on site every day from a four-week rotating menu. We are a nut-free nursery and cater for allergies, intolerances, vegetarian and halal diets; just tell us on your registration form. Purées and finger foods are made to match the stage your baby is at.

## Settling in

Every child has two free settling-in sessions of one hour each before their start date. For the first you stay in the room with your child; for the second, you leave your child with their key person for a short while. Extra settling sessions can be added at no charge if your child needs them.

## What to bring

- A full change of spare clothes, labelled with your child's name
- Wellies and a waterproof suit (we go out in all weathers)
- A sun hat in summer
- A comforter or dummy if your child uses one
- Formula or expressed milk, with bottles labelled

## Outdoor learning

Our garden has a mud kitchen, a covered sandpit and raised vegetable beds. Treetops children go to forest school in Meanwood Park woods every Thursday morning with two trained forest school leaders.

## Health and illness

If your child has sickness or diarrhoea they must stay at home until 48 hours after the last episode. If your child develops a temperature of 38°C or above at nursery, we will call you to collect them. We can give prescribed medicines only, and only with a signed medicine form.

## Keeping you in touch

You will receive daily updates, photos, nappy changes, meals and sleep times through the Famly app, and a written progress summary from your child's key person every term. Parents' evenings are held twice a year.

## Leaving or changing sessions

We ask for one calendar month's written notice to leave the nursery or reduce your sessions. Extra sessions can be booked on the day when we have space. Family holidays are charged at the full rate, except that each child may take up to two weeks a year at half fee if you give us four weeks' notice.

## Our team

All of our staff are DBS checked and hold a paediatric first aid certificate, and over 80% hold a Level 3 childcare qualification or higher. Every child has a named key person.

## Visit us

We offer show-rounds on Tuesday and Thursday at 10am or 2pm; please call to book. Places in the baby room fill up quickly, so we recommend joining the waiting list as early as possible. Paying the registration fee secures your place on the list.

## Key information

Ofsted rating: Outstanding (inspected March 2024)
Manager: Claire Whitfield
Address: 14 Stonegate Road, Meanwood, Leeds LS6 4HZ
Phone: 0113 257 4410
Email: hello@hazelhollownursery.co.uk
Parking: six drop-off bays at the front, 10 minutes maximum stay`,
    faqs: [
      {
        question: 'Can I use Tax-Free Childcare to pay my fees?',
        answer: 'Yes. We accept Tax-Free Childcare and most childcare voucher schemes.',
      },
      {
        question: 'When should I join the waiting list?',
        answer:
          'As early as you can, especially for the baby room. Paying the £50 registration fee secures your place on the list.',
      },
    ],
  },
  {
    clientName: 'Gary Pearce',
    businessName: 'Pearce Roofing Ltd',
    domain: ROOFER,
    plan: 'Premium',
    industry: 'Other',
    email: 'office@pearceroofing.co.uk',
    phone: '0117 972 3318',
    timeZone: 'Europe/London',
    notes: 'Blind eval set 23: a family-run roofing contractor in Bristol.',
    welcomeMessage: 'Hi! Ask me about roof repairs, new roofs, prices, guarantees or emergency call-outs.',
    themeColor: '#b45309',
    aiContent: `# Pearce Roofing Ltd

Family-run roofers serving Bristol and Bath since 1998. From a single slipped tile to a complete new roof, our own time-served roofers do every job: we never subcontract.

## What we do

- Pitched roof repairs: slipped, cracked and missing tiles and slates
- Complete re-roofs in concrete tiles, clay tiles and natural slate
- Flat roofs: EPDM rubber, GRP fibreglass and torch-on felt
- Chimney repairs, repointing and removal
- Lead work and flashing
- uPVC fascias, soffits and guttering
- Velux roof windows supplied and fitted
- Moss removal and roof cleaning
- 24/7 emergency leak repairs

## Areas we cover

We work across Bristol, Bath, Keynsham, Portishead, Clevedon and Thornbury, and anywhere within 25 miles of our yard in Brislington. Further afield, give us a call.

## Free quotes

Every quote is free and no-obligation. One of our surveyors visits, takes drone photos of your roof so you can see the problem for yourself, and sends a written, itemised quote within 48 hours. Quotes are valid for 60 days.

## Price guide

These are typical prices including VAT; your written quote is fixed once agreed.

| Job | Typical price |
| --- | --- |
| Replace up to 5 slipped or broken tiles | from £180 |
| Re-bed ridge tiles | £45 per metre |
| Clear gutters, semi-detached house | £90 |
| Repoint a chimney stack | from £450 |
| New EPDM flat roof on a garage (up to 15 m²) | from £1,650 |
| Full re-roof, 3-bed semi, concrete tiles | £7,500 to £9,500 |
| Velux roof window supplied and fitted | from £950 |

Scaffolding is included in all quoted prices. For small repairs we often use a tower or roof ladder instead, which keeps the cost down.

## Guarantees

- Full re-roofs: 15-year insurance-backed guarantee
- EPDM and GRP flat roofs: 20-year guarantee
- Torch-on felt: 10-year guarantee
- Repairs: 12-month workmanship guarantee

We are NFRC members, registered with the Competent Roofer scheme and Which? Trusted Traders. Public liability insurance: £5 million.

## Emergency call-outs

Roof leaking or storm damage? Our emergency line is open 24 hours a day, 7 days a week: 07700 900456. We aim to reach you within 4 hours anywhere in Bristol and will make the roof watertight with a temporary repair or tarpaulin until a permanent fix can be booked.

Call-out fee, weekdays 8am to 6pm: £95 (includes the first hour of labour)
Call-out fee, evenings, weekends and bank holidays: £140

## Paying for your roof

There is no deposit on jobs under £2,000; you pay when the work is finished and you are happy with it. For larger jobs we take a 20% deposit when you book a start date, with the balance due on completion. We accept bank transfer, debit and credit cards. Interest-free finance over 12 months is available on jobs over £3,000, subject to status.

## Insurance claims

If your roof has been damaged in a storm, we can provide the photos and a written report your insurer will ask for, and we can deal with the loss adjuster directly.

## On the day

Our roofers work from 8am to 4:30pm, Monday to Friday; we never start noisy work before 8am. You don't need to be at home for outside work, but we will need an outside power socket or we bring a generator. We never strip a roof when rain is forecast: if the weather turns, we reschedule at no extra cost. All old tiles and waste go in our own skip and are taken away, and over 90% of tile waste is recycled.

A full re-roof on a typical 3-bed semi takes 5 to 7 working days.

## Good to know

Planning permission: most like-for-like re-roofs don't need it, but listed buildings and homes in a conservation area may; we'll check with the council for you.
Asbestos: we do not remove asbestos roof sheets. We can refer you to a licensed removal contractor and fit the new roof afterwards.

## Contact

Office: Unit 6, Brislington Trading Estate, Bristol BS4 5PJ
Office hours: Monday to Friday 8am to 5pm, Saturday 9am to 12 noon
Office phone: 0117 972 3318
Emergency line: 07700 900456
Email: office@pearceroofing.co.uk
Company number: 04123987`,
    faqs: [
      {
        question: 'Do I need to be at home while you work?',
        answer:
          "Not for outside work, but we need an outside power socket or we bring a generator. We'll agree access with you before the start date.",
      },
      {
        question: 'Will the price change once the job starts?',
        answer:
          'No. Your written quote is fixed once agreed, and scaffolding is included in all quoted prices.',
      },
    ],
  },
];

export const HELD_OUT_SET_23: HeldOutCase[] = [
  // Day nursery: answerable.
  { domain: NURSERY, question: 'what time do you open in the mornings?', fact: '7:30am' },
  { domain: NURSERY, question: 'How much would a full day cost for my 10 month old?', fact: '£72.00' },
  {
    domain: NURSERY,
    question: 'My daughter turns 4 next month, whats the price of a morning session for her?',
    fact: '£38.00',
  },
  { domain: NURSERY, question: 'How many babies does one carer look after?', fact: '1:3' },
  { domain: NURSERY, question: "what's the charge if I'm late picking up?", fact: '£15' },
  {
    domain: NURSERY,
    question: 'Is food included or do I need to pack a lunch?',
    fact: 'breakfast, lunch and tea',
  },
  { domain: NURSERY, question: 'Do we have to bring our own diapers?', fact: 'nappies' },
  {
    domain: NURSERY,
    question: "I'm a working parent, can I get free hours for my 1 year old?",
    fact: '9 months',
  },
  {
    domain: NURSERY,
    question: "what notice do u need if we're moving house and leaving",
    fact: 'one calendar month',
  },
  { domain: NURSERY, question: 'My son was sick last night, can he come in this morning?', fact: '48 hours' },
  { domain: NURSERY, question: 'my little boy has a peanut allergy, is that ok with you?', fact: 'nut-free' },
  { domain: NURSERY, question: "I'd have two children with you, do I get any money off?", fact: '10%' },
  {
    domain: NURSERY,
    question: 'Can I come and have a look round before I sign up?',
    fact: 'Tuesday and Thursday',
  },
  { domain: NURSERY, question: 'Who runs the nursery?', fact: 'Claire Whitfield' },
  { domain: NURSERY, question: 'whats ur ofsted rating and when were u last inspected', fact: 'March 2024' },
  { domain: NURSERY, question: 'Can I book just one day a week?', fact: 'two sessions a week' },
  {
    domain: NURSERY,
    question: 'How much is the registration fee and do I get it back if we change our minds?',
    fact: 'non-refundable',
  },
  {
    domain: NURSERY,
    question: 'How will I know what my baby ate and how long she slept?',
    fact: 'Famly',
  },
  {
    domain: NURSERY,
    question: 'Do the pre-school kids get to go to the woods? which day?',
    fact: 'Thursday',
  },
  {
    domain: NURSERY,
    question: "Do I still pay full fees when we're away on holiday in Spain for a week?",
    fact: 'half fee',
  },
  // Day nursery: not in the knowledge, so the assistant must decline.
  {
    domain: NURSERY,
    question: 'Do you do pick-ups from the local primary school for older siblings?',
    fact: null,
  },
  { domain: NURSERY, question: 'Do you have CCTV in the rooms that parents can watch?', fact: null },
  { domain: NURSERY, question: 'Is there a discount for NHS staff?', fact: null },
  { domain: NURSERY, question: 'are you hiring any nursery practitioners at the moment?', fact: null },
  { domain: NURSERY, question: 'Do the children learn any French or Spanish?', fact: null },
  { domain: NURSERY, question: 'Can I pay the monthly invoice by direct debit?', fact: null },
  { domain: NURSERY, question: 'Do the babies nap in cots or on sleep mats?', fact: null },
  { domain: NURSERY, question: 'What year did the nursery first open?', fact: null },
  {
    domain: NURSERY,
    question: 'My son has autism, do you have a SENCo who could support him?',
    fact: null,
  },
  {
    domain: NURSERY,
    question: 'If my mum collects instead of me, do you use a password system?',
    fact: null,
  },

  // Roofing contractor: answerable.
  { domain: ROOFER, question: 'How much to replace a couple of slipped tiles?', fact: '£180' },
  { domain: ROOFER, question: 'do you charge to come out and give a price?', fact: 'no-obligation' },
  {
    domain: ROOFER,
    question: "water is coming through my bedroom ceiling right now, it's 11pm, who do I ring??",
    fact: '07700 900456',
  },
  {
    domain: ROOFER,
    question: 'How many days does a whole new roof take on a 3 bed semi?',
    fact: '5 to 7 working days',
  },
  { domain: ROOFER, question: 'whats the warranty on a complete re-roof', fact: '15-year' },
  {
    domain: ROOFER,
    question: 'Rough cost for a new roof on a three bedroom semi detached house?',
    fact: '£7,500',
  },
  {
    domain: ROOFER,
    question: 'Do I have to pay extra for the scaffold?',
    fact: 'included in all quoted prices',
  },
  {
    domain: ROOFER,
    question: 'The chimney job should be about £1,200, do you need money upfront?',
    fact: 'no deposit',
  },
  { domain: ROOFER, question: 'if my job comes to £8k how much deposit do I pay', fact: '20%' },
  { domain: ROOFER, question: 'can i pay it off monthly instead of all at once?', fact: '12 months' },
  {
    domain: ROOFER,
    question: 'The storm blew some tiles off, can you help me claim on my home insurance?',
    fact: 'written report',
  },
  { domain: ROOFER, question: 'hw much to get my guters cleared out, its a semi', fact: '£90' },
  { domain: ROOFER, question: 'Are you members of any trade associations?', fact: 'NFRC' },
  { domain: ROOFER, question: 'What time will your roofers turn up in the morning?', fact: '8am' },
  { domain: ROOFER, question: 'how much is an emergency call out on a sunday afternoon', fact: '£140' },
  {
    domain: ROOFER,
    question: 'my garage roof is old asbestos sheeting, can you take it off?',
    fact: 'licensed',
  },
  {
    domain: ROOFER,
    question: 'ballpark for a rubber roof on my garage? about 12 square metres',
    fact: '£1,650',
  },
  {
    domain: ROOFER,
    question: 'How soon do I get the quote after the survey, and how long is it valid for?',
    fact: '48 hours',
  },
  { domain: ROOFER, question: 'Can you put a skylight in and what does that cost?', fact: '£950' },
  { domain: ROOFER, question: 'Do I need planning permission to re-roof my house?', fact: 'like-for-like' },
  // Roofing contractor: not in the knowledge, so the assistant must decline.
  { domain: ROOFER, question: 'Do you install solar panels while the scaffolding is up?', fact: null },
  { domain: ROOFER, question: 'Do you do loft conversions?', fact: null },
  { domain: ROOFER, question: 'Can you fit a green sedum roof on my extension?', fact: null },
  { domain: ROOFER, question: 'Do you repair thatched roofs?', fact: null },
  { domain: ROOFER, question: 'is there a discount for pensioners?', fact: null },
  { domain: ROOFER, question: 'Can you repair old cast iron guttering on a Victorian terrace?', fact: null },
  { domain: ROOFER, question: 'Are you taking on any apprentice roofers?', fact: null },
  { domain: ROOFER, question: 'Which brand of tiles do you use, Marley or Redland?', fact: null },
  { domain: ROOFER, question: 'Do you do commercial roofs on warehouses and factory units?', fact: null },
  { domain: ROOFER, question: 'How much to replace a polycarbonate conservatory roof?', fact: null },
];
