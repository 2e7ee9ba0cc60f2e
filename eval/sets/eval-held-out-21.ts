/**
 * Blind held-out set 21, written on 2026-11-24 (session 11) WITHOUT reading the answerer, the retrieval code
 * or any earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations of set 6, the header and
 * imports of set 12 and the set registry in scripts/eval-answers.ts were read. Two new kinds of business (a
 * pest control company, a print shop with business cards, banners and signs) whose knowledge is written the
 * way real small-business sites are: prose, headings, bullets, tables, hours and "Key: value" lines. Each
 * `fact` occurs verbatim in its business's knowledge and must appear in a correct answer; `null` means the
 * knowledge does not say, so the assistant must decline. Use it to measure, never tune the answerer to its
 * questions; once its misses have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const PESTS = 'brackenridgepest.co.uk';
const PRINT = 'ridgelineprintsign.com';

export const HELD_OUT_21_PROFILES: EvalProfile[] = [
  {
    clientName: 'Gareth Brackenridge',
    businessName: 'Brackenridge Pest Solutions',
    domain: PESTS,
    plan: 'Premium',
    industry: 'Other',
    email: 'help@brackenridgepest.co.uk',
    phone: '0113 496 0721',
    notes: 'Eval profile: a family-run pest control company in West Yorkshire.',
    welcomeMessage: 'Hello! Got unwanted visitors? Ask me about treatments, prices or booking a technician.',
    themeColor: '#15803d',
    timeZone: 'Europe/London',
    aiContent: `# Brackenridge Pest Solutions

Family-run pest control serving Leeds, Bradford, Wakefield and Harrogate since 2004. We are members of the British Pest Control Association (BPCA), fully insured, and every one of our technicians holds the RSPH Level 2 Award in Pest Management. Unmarked vans are available on request if you would rather the neighbours didn't know.

## What we treat

- Rats and mice
- Wasps and hornets (nest removal and treatment)
- Bed bugs
- Fleas
- Cockroaches
- Ants
- Clothes moths and carpet beetles
- Grey squirrels in lofts
- Pigeons (proofing, spikes and netting)

We do not destroy honey bee colonies. If you have a swarm, we will put you in touch with a local beekeeper who can rehome it.

## Home treatment prices

All prices include VAT and the call-out within our service area.

| Treatment | Price | Visits included |
|---|---|---|
| Rats or mice | £120 | 3 visits over 3 weeks |
| Wasp or hornet nest | £65 | 1 visit; each extra nest at the same address £20 |
| Bed bugs | £180 for the first bedroom, £60 each additional room | 2 visits, 14 days apart |
| Fleas (whole house) | £110 | 1 visit; follow-up visit £45 if needed |
| Cockroaches | £160 | 2 visits |
| Ants | £75 | 1 visit |
| Squirrels in the loft | £195 | 3 visits, proofing quoted separately |
| Clothes moths | £140 | 1 visit |

Travel: addresses more than 25 miles from our Leeds depot carry a £25 travel charge.

Evenings and Sundays: emergency call-outs outside normal working hours carry a £40 surcharge.

## Our guarantees

- Rats and mice: if rodents return within 90 days of the final visit, we come back free of charge.
- Wasps: if the nest is still active 48 hours after treatment, we re-treat at no cost.

Most rodent problems are cleared within 2 to 3 weeks, depending on how the animals are getting in. On the final visit we point out any gaps or holes that need blocking and can quote for proofing.

## Booking

Wasp nests: same-day visits when you book before 12 noon, Monday to Saturday.
Everything else: usually within 2 working days.

Office hours:
- Monday to Friday: 8am to 6pm
- Saturday: 9am to 1pm
- Sunday: closed (emergency line only)

Technicians are out on jobs Monday to Saturday, 7:30am to 7pm.

## Safety around your home

All the products we use are HSE-approved and applied by trained staff. Rodenticide is only ever placed inside locked, tamper-resistant bait boxes, so children, cats and dogs cannot reach it.

After a flea or bed bug spray, keep children and pets out of the treated rooms for 4 hours, until the surfaces are dry. Please cover fish tanks and switch off their pumps before we spray, and put food and toothbrushes away.

### Getting ready for a bed bug treatment

1. Wash all bedding, curtains and clothes from the affected rooms at 60°C, then bag them.
2. Vacuum the floors, skirting boards and mattress seams, and empty the vacuum outside.
3. Don't throw out your mattress or move furniture to another room: this spreads the bugs.
4. Plan to be out of the property for the 4 hours after each visit.

## Commercial pest control

We look after restaurants, cafés, food shops, warehouses and letting agents' portfolios.

- Routine contract: from £45 per month
- Visits: 8 routine inspections a year, plus unlimited call-outs between visits
- Paperwork: an online logbook with every visit report, ready for your Environmental Health Officer
- Minimum term: 12 months, then 30 days' notice to end

## Landlords and tenants

Tenants can book us directly. We can invoice a landlord or letting agent instead, as long as they confirm by email before the visit.

## Paying and cancelling

Payment: home customers pay the technician on the day by card or contactless; we don't accept cash. Business customers are invoiced and pay within 30 days.

Cancellations: you can cancel or move your appointment free of charge up to 24 hours before it. With less than 24 hours' notice there is a £30 fee.

## Contact

Phone: 0113 496 0721
Email: help@brackenridgepest.co.uk
Depot: Unit 4, Kirkstall Trade Park, Leeds LS5 3BT
`,
    faqs: [
      {
        question: 'Do I need to leave the house during a treatment?',
        answer:
          'For rats, mice, wasps and ants, no. For flea and bed bug sprays, keep people and pets out of the treated rooms for 4 hours.',
      },
      {
        question: 'Do your technicians wear uniform?',
        answer: 'Yes, but unmarked vans are available on request for discreet visits.',
      },
    ],
  },
  {
    clientName: 'Dana Whitfield',
    businessName: 'Ridgeline Print & Sign',
    domain: PRINT,
    plan: 'Premium',
    industry: 'Retail',
    email: 'orders@ridgelineprintsign.com',
    phone: '(208) 555-0147',
    notes: 'Eval profile: a walk-in print and sign shop in Boise, Idaho.',
    welcomeMessage: 'Hi! Ask me about business cards, banners, signs, file setup or turnaround times.',
    themeColor: '#1d4ed8',
    timeZone: 'America/Boise',
    aiContent: `# Ridgeline Print & Sign

Boise's neighborhood print shop since 2011. Walk in, upload online, or email us your files: we print business cards, flyers, posters, vinyl banners, yard signs, stickers and booklets in-house, with real people checking every file before it goes on press.

## Business cards

Standard 3.5" x 2" cards on 16 pt cardstock, matte or gloss finish.

| Quantity | Single-sided | Double-sided |
|---|---|---|
| 250 | $29 | $39 |
| 500 | $45 | $59 |
| 1,000 | $69 | $89 |

Extras:
- Thick Stock (32 pt, painted edges optional): add $25 per 250 cards
- Rounded corners: $10 per order
- Turnaround: 3 business days

## Vinyl banners

Our banners are 13 oz vinyl with hemmed edges and grommets every 2 feet, printed with UV-resistant inks. Expect 3 to 5 years outdoors.

Price: $6 per square foot, minimum order $45.

Popular sizes:
- 2' x 4': $48
- 3' x 6': $108
- 4' x 8': $192

Our printer handles up to 10 feet wide in a single piece. Larger banners are heat-welded from two panels.

Mesh banners let wind pass through and are the better choice for fences and construction sites: $8 per square foot.

Banner turnaround: 2 business days.

## Yard signs

18" x 24" corrugated plastic, printed on both sides, H-stakes included.

| Quantity | Price per sign |
|---|---|
| 1–9 | $22 |
| 10–49 | $15 |
| 50 or more | $11 |

## Flyers, posters and copies

- Flyers, letter size on 100 lb gloss: 100 for $35, 500 for $95
- Posters: 18" x 24" for $25, 24" x 36" for $39
- Self-serve copies: black and white $0.12 per page, color $0.59 per page

## Preparing your files

File type: print-ready PDF preferred; we also take AI, PSD, JPG and PNG
Resolution: 300 dpi at final size
Color: CMYK
Bleed: 0.125" on every edge

Every order gets a free file check. Need help with the layout? Our in-house design service is $65 per hour, with a 30-minute minimum.

## Proofs and reprints

We email a digital proof within 1 business day and nothing is printed until you approve it. If we make a mistake, you get a free reprint. If the error was already on the proof you approved, the reprint is charged at the normal price, so please read your proof carefully.

## Turnaround and rush

Most jobs are ready in 3 business days after proof approval (banners in 2). Same-day rush is available when your proof is approved by 10 AM, for an extra 50%.

## Pickup and delivery

- Pickup at the shop: free
- Local delivery to Boise, Meridian and Nampa: $15, free on orders over $250
- Shipping: UPS Ground anywhere in the US, calculated at checkout

## Paying

We accept Visa, Mastercard, American Express, Discover, cash and checks. Orders under $500 are paid in full when you approve the proof; orders over $500 need a 50% deposit, with the balance due at pickup.

Businesses can apply for Net 30 invoicing after 3 orders with us. Tax-exempt organizations, please email your certificate before ordering. Registered nonprofits get 10% off every order.

## Visit us

Address: 1420 W Main St, Boise, ID 83702
Phone: (208) 555-0147
Email: orders@ridgelineprintsign.com
Parking: free customer parking behind the building

Hours:
- Monday to Friday: 8:00 AM to 6:00 PM
- Saturday: 10:00 AM to 2:00 PM
- Sunday: closed
`,
    faqs: [
      {
        question: 'Can I bring my files on a USB stick?',
        answer: 'Yes, walk-in files on a USB stick are fine; we check them at the counter.',
      },
      {
        question: 'Do you match Pantone colors?',
        answer:
          'We print in CMYK and get close to most Pantone colors; ask for a printed proof if exact color matters.',
      },
    ],
  },
];

export const HELD_OUT_SET_21: HeldOutCase[] = [
  // Pest control: answerable.
  { domain: PESTS, question: 'how much do you charge to get rid of mice?', fact: '£120' },
  { domain: PESTS, question: "There's a wasps nest in my shed roof, what's the cost?", fact: '£65' },
  {
    domain: PESTS,
    question:
      'We have 2 nests, one at the front of the house and one round the back. What does the second one cost?',
    fact: '£20',
  },
  {
    domain: PESTS,
    question: 'a swarm of honeybees has moved into my chimney, can you kill them?',
    fact: 'beekeeper',
  },
  {
    domain: PESTS,
    question: 'When can my toddler and the dog go back in the living room after the flea spray?',
    fact: '4 hours',
  },
  {
    domain: PESTS,
    question: 'If I ring at 11am about a wasp nest could someone come out today?',
    fact: '12 noon',
  },
  { domain: PESTS, question: 'Is it more expensive if you come out on a Sunday?', fact: '£40' },
  {
    domain: PESTS,
    question: "I'm about 35 miles outside Leeds, is there an extra fee to come to me?",
    fact: '£25',
  },
  {
    domain: PESTS,
    question: 'the rats are back 2 months after your last visit, do I have to pay again??',
    fact: '90 days',
  },
  {
    domain: PESTS,
    question: 'what temperature should i wash the sheets at before the bedbug treatment',
    fact: '60°C',
  },
  { domain: PESTS, question: 'How do I pay the guy who does the treatment?', fact: 'card or contactless' },
  { domain: PESTS, question: 'What does a pest contract cost for a small cafe?', fact: '£45 per month' },
  { domain: PESTS, question: 'how long am I tied into a business contract for?', fact: '12 months' },
  {
    domain: PESTS,
    question: 'I rent my flat. Can the bill go to my letting agency instead of me?',
    fact: 'confirm by email',
  },
  {
    domain: PESTS,
    question: 'I need to cancel tomorrows visit, its about 10 hours away. will I be charged?',
    fact: '£30',
  },
  { domain: PESTS, question: 'whats ur phone number', fact: '0113 496 0721' },
  { domain: PESTS, question: 'Can I call the office at 3pm on a Saturday?', fact: '1pm' },
  {
    domain: PESTS,
    question: 'How many visits does bed bug treatment take and how long between them?',
    fact: '14 days',
  },
  {
    domain: PESTS,
    question: 'Grey squirrels are living in our attic, how much to sort it out?',
    fact: '£195',
  },
  {
    domain: PESTS,
    question: "Is the rat poison dangerous for my cat? She's very nosy",
    fact: 'tamper-resistant',
  },
  // Pest control: the knowledge does not say.
  { domain: PESTS, question: 'Do you get rid of moles in the lawn?', fact: null },
  { domain: PESTS, question: 'Do pensioners get a discount?', fact: null },
  { domain: PESTS, question: "Is the bed bug spray safe if I'm pregnant?", fact: null },
  { domain: PESTS, question: 'Do you offer heat treatment for bed bugs?', fact: null },
  { domain: PESTS, question: 'How much does it cost to put netting up against pigeons?', fact: null },
  { domain: PESTS, question: 'A fox has dug a den under my decking, can you remove it?', fact: null },
  { domain: PESTS, question: 'Do you treat woodworm in floorboards?', fact: null },
  { domain: PESTS, question: 'Are you open on bank holidays?', fact: null },
  { domain: PESTS, question: 'Are you recruiting pest technicians at the moment?', fact: null },
  { domain: PESTS, question: 'How long will the technician be at my house for a wasp nest?', fact: null },
  // Print shop: answerable.
  { domain: PRINT, question: 'How much are 500 double sided business cards?', fact: '$59' },
  { domain: PRINT, question: "what's the cheapest option for buisness cards?", fact: '$29' },
  { domain: PRINT, question: 'Can I get the corners of my cards rounded off?', fact: '$10' },
  { domain: PRINT, question: 'price for a 4 by 8 foot banner?', fact: '$192' },
  {
    domain: PRINT,
    question: 'I need a banner 12 feet wide. Can you print that in one piece?',
    fact: '10 feet',
  },
  {
    domain: PRINT,
    question: 'What kind of banner should I get for a chain link fence where it gets really windy?',
    fact: 'mesh',
  },
  { domain: PRINT, question: 'We need 20 lawn signs for a campaign, how much is each one?', fact: '$15' },
  {
    domain: PRINT,
    question: 'do the yard signs come with something to stick them in the ground',
    fact: 'H-stakes',
  },
  { domain: PRINT, question: 'What resolution does my artwork need to be?', fact: '300 dpi' },
  { domain: PRINT, question: 'how much bleed should i add to my pdf', fact: '0.125' },
  {
    domain: PRINT,
    question: "I'm not a designer. Can someone lay out my flyer for me, and what does it cost?",
    fact: '$65 per hour',
  },
  {
    domain: PRINT,
    question: 'If I sign off on my proof at 9:30 in the morning, could I have the order the same day?',
    fact: '10 AM',
  },
  {
    domain: PRINT,
    question: "We're ordering about $800 worth of signs. Do I have to pay it all upfront?",
    fact: '50% deposit',
  },
  { domain: PRINT, question: 'Is there a discount for charities?', fact: '10%' },
  { domain: PRINT, question: 'can my company be invoiced and pay later?', fact: '3 orders' },
  { domain: PRINT, question: 'What time do you close on Saturday?', fact: '2:00 PM' },
  {
    domain: PRINT,
    question: 'Is there somewhere to park when I come pick up my order?',
    fact: 'behind the building',
  },
  {
    domain: PRINT,
    question: 'You spelled my name wrong on the cards, do I have to pay for new ones?',
    fact: 'free reprint',
  },
  { domain: PRINT, question: 'how long will a banner last outside in the weather?', fact: '3 to 5 years' },
  {
    domain: PRINT,
    question: 'How much for 1000 single sided cards and how long until they are ready?',
    fact: '$69',
  },
  // Print shop: the knowledge does not say.
  { domain: PRINT, question: 'Do you print custom t-shirts?', fact: null },
  { domain: PRINT, question: 'Can you print my photo on canvas?', fact: null },
  { domain: PRINT, question: 'Can I get gold foil on my business cards?', fact: null },
  { domain: PRINT, question: 'How much would 2,500 business cards cost?', fact: null },
  { domain: PRINT, question: 'Do students get a discount?', fact: null },
  { domain: PRINT, question: 'Are you open on Memorial Day?', fact: null },
  { domain: PRINT, question: 'What paper weight are the posters printed on?', fact: null },
  { domain: PRINT, question: "What's the biggest file I can upload on your website?", fact: null },
  { domain: PRINT, question: 'Do you laminate restaurant menus?', fact: null },
  { domain: PRINT, question: 'Do you sell ink cartridges for home printers?', fact: null },
];
