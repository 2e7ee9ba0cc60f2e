/**
 * Blind held-out set 10, written on 2026-11-24 WITHOUT reading the answerer, the retrieval code or any
 * earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations and the set registry
 * in scripts/eval-answers.ts were read. Two new kinds of business (a family campground with RV sites and
 * cabins, a small tax-preparation and bookkeeping practice) whose knowledge is written the way real
 * small-business sites are: prose, headings, bullets, tables, hours and "Key: value" lines. Each `fact`
 * occurs verbatim in its business's knowledge and must appear in a correct answer; `null` means the
 * knowledge does not say, so the assistant must decline. Use it to measure, never tune the answerer to its
 * questions; once its misses have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const CAMP = 'larchwoodhollow.com';
const TAX = 'marlowechentax.com';

export const HELD_OUT_10_PROFILES: EvalProfile[] = [
  {
    clientName: 'Dana Keller',
    businessName: 'Larchwood Hollow Campground',
    domain: CAMP,
    plan: 'Premium',
    industry: 'Other',
    email: 'stay@larchwoodhollow.com',
    phone: '(802) 555-0147',
    notes: 'Blind eval profile: a family campground with tent, RV and cabin sites.',
    welcomeMessage: 'Hi from Larchwood Hollow! Ask me about sites, rates, pets or the camp store.',
    themeColor: '#2f6b3b',
    aiContent: `# Larchwood Hollow Campground

Larchwood Hollow is a family-run campground on 40 wooded acres beside Crystal Brook, 6 miles north of Westmore, Vermont. Dana and Rob Keller have run it since 2011. We are open for the season from May 15 to October 12; outside those dates the roads are gated and the water is shut off.

## Sites and nightly rates

| Site type | Hookups | Max people | Sun-Thu night | Fri/Sat night |
|---|---|---|---|---|
| Tent site | none | 6 | $32 | $38 |
| Standard RV site | water + 30-amp electric | 6 | $48 | $56 |
| Full-hookup RV site | water, sewer, 50-amp electric | 8 | $62 | $70 |
| Lean-to shelter | none | 4 | $40 | $45 |
| Rustic cabin | electric only | 5 | $95 | $110 |

Rates are per site per night and include 2 adults and their children under 18. Each extra adult is $8 per night. Day visitors pay $5 per person and must leave by 9 pm.

Standard RV sites fit rigs up to 34 feet. Full-hookup RV sites are pull-through and fit rigs up to 42 feet. Cabins have bunk beds, a table, a porch and a mini fridge; bring your own bedding.

## Arriving and leaving

Check-in: 2 pm to 8 pm
Check-out: 11 am
Quiet hours: 10 pm to 7 am
Generators: allowed from 8 am to 8 pm only

Arriving late? If you will get here after 8 pm, call the office before 6 pm and we will leave your site tag and a map in the after-hours box by the office door. Please drive in slowly and set up quietly.

## Office and camp store

- Sunday to Thursday: 8 am to 8 pm
- Friday and Saturday: 8 am to 9 pm

The camp store sells ice, kiln-dried firewood, propane refills, s'mores kits, bait and basic groceries.

## Reservations

- Book online or call (802) 555-0147.
- A deposit of one night's fee is due when you book; the balance is charged on arrival.
- Minimum stay: 2 nights on weekends, 3 nights on holiday weekends (Memorial Day, July 4th, Labor Day and Columbus Day).
- You can change your dates once free of charge, subject to availability.

Cancellation policy: cancel 14 days or more before arrival for a full refund minus a $15 processing fee. If you cancel less than 14 days before arrival the deposit is forfeited. No-shows are charged for the full stay.

## Pets

Dogs are welcome at tent and RV sites, up to 2 dogs per site, but not in cabins or lean-tos. Keep them on a leash no longer than 6 feet and never leave them alone at your site. There is no pet fee. The dog walk is behind site loop C; please pick up after your dog.

## Campfires and firewood

Fires are allowed only in the fire rings at each site. To keep invasive insects out of our forest, do not bring firewood from more than 50 miles away. Bundles of kiln-dried wood are $7 each at the store. Put your fire out completely before bed or before you leave your site. When a burn ban is posted at the office, no wood fires are allowed; propane camp stoves are fine.

## Facilities

- Two bathhouses with flush toilets and free hot showers
- Coin laundry: $3 per wash, $2 per dry, open 7 am to 9 pm
- Free Wi-Fi near the office and pavilion (the signal does not reach the sites)
- Playground, horseshoe pits and a volleyball court
- Swimming hole on Crystal Brook: no lifeguard on duty, and children under 12 must be with an adult
- Canoe and kayak rentals: $15 per hour or $45 per day, life jackets included
- RV dump station: free for registered campers, $12 for non-campers

## Camp rules

- Maximum 2 vehicles per site; extra vehicles go in the overflow lot by the entrance.
- Speed limit on camp roads: 5 mph.
- No fireworks, and no drones over other campers' sites.
- Garbage goes in the bear-proof bins at the end of each loop, never left out overnight.

## Seasonal sites

A seasonal site (the whole season, May 15 to October 12) is $2,450 for a full-hookup RV site, with electricity metered separately at 18 cents per kWh. Seasonal sites have a waiting list; ask at the office to join it.

## Getting here

From I-91 take exit 25 and follow Route 5A north for 11 miles; the entrance is on the left after the Willoughby General Store. GPS apps sometimes send drivers down Hollow Road, which is steep and unpaved and not suitable for trailers or motorhomes, so please use the Route 5A entrance.

Phone: (802) 555-0147
Email: stay@larchwoodhollow.com`,
    faqs: [
      {
        question: 'Do you have showers?',
        answer: 'Yes, both bathhouses have flush toilets and free hot showers.',
      },
      {
        question: 'Can I bring my dog?',
        answer:
          'Dogs are welcome at tent and RV sites (up to 2 per site) on a leash no longer than 6 feet. Dogs are not allowed in cabins or lean-tos.',
      },
    ],
  },
  {
    clientName: 'Priya Chen',
    businessName: 'Marlowe & Chen Tax Services',
    domain: TAX,
    plan: 'Premium',
    industry: 'Finance',
    email: 'office@marlowechentax.com',
    phone: '(937) 555-0182',
    notes: 'Blind eval profile: a small tax-preparation and bookkeeping practice.',
    welcomeMessage: 'Hello! Questions about our fees, documents, deadlines or bookkeeping? Ask away.',
    themeColor: '#1e3a5f',
    aiContent: `# Marlowe & Chen Tax Services

An independent tax practice in Dayton, Ohio, since 2009. We prepare personal and small-business tax returns, keep the books for local businesses and deal with the IRS on our clients' behalf.

## Our team

- Priya Chen, CPA: small businesses, S corporations and rental property
- Tom Marlowe, EA (Enrolled Agent): individual returns, IRS notices and payment arrangements
- Jess Alvarez: bookkeeping and payroll

## Fees for the 2026 filing season

| Service | Fee |
|---|---|
| Simple individual return (W-2 income, standard deduction) | $175 |
| Itemized deductions (Schedule A) | add $75 |
| Self-employed or sole proprietor (Schedule C) | from $325 |
| Rental property (per Schedule E property) | add $95 |
| Partnership or S corporation return (Form 1065 or 1120-S) | from $850 |
| Each additional state return | $60 |
| Amended return | $150 |
| Response to an IRS notice | $125 per letter |

We quote your fee before we start work, so there are no surprises. Payment is due when we deliver your return; we accept cards, checks and bank transfers. If you would rather not pay up front, you can have our fee taken out of your federal refund for a $39 bank fee.

Returning clients get 10% off when their documents reach us before February 28. Refer a friend and get a $25 credit for each new client you send us.

## How it works

1. Book an appointment online or call (937) 555-0182.
2. Upload your documents to our secure client portal, or drop them at the office.
3. We prepare your return within 10 business days of receiving everything (in March and April allow up to 15 business days).
4. You review the return and e-sign it, and we e-file your federal and state returns.

Documents left in the locked drop box beside the front door are collected every morning at 9 am.

## What to bring

- Photo ID for you and your spouse
- Social Security numbers and dates of birth for everyone on the return
- All W-2s and 1099s, and Form 1098 if you pay mortgage interest
- Last year's return if you are new to us
- Childcare receipts and your provider's tax ID number
- Form 1095-A if you bought health insurance through the Marketplace

## Key dates

Individual returns due: April 15, 2027
Extension deadline: October 15, 2027
Last day to drop off documents for April filing: March 31
Quarterly estimated tax payments: April 15, June 15, September 15 and January 15

If your documents reach us after March 31, we file an extension for you at no charge and finish your return by June 30.

## Office hours

Tax season (January 15 to April 15):
- Monday to Friday: 8:30 am to 7 pm
- Saturday: 9 am to 3 pm

Rest of the year:
- Monday to Thursday: 9 am to 5 pm
- Friday: by appointment only

We are closed on Sundays.

## Bookkeeping and payroll

Monthly bookkeeping starts at $250 per month for up to 150 transactions, plus $1 for each transaction above that. Payroll for up to 10 employees is $89 per month, including year-end W-2s and quarterly 941 filings. We work in QuickBooks Online and Xero.

## IRS letters and audits

Got a letter from the IRS? Don't panic, and don't ignore it. Scan it and upload it to the portal. For returns we prepared, we answer IRS notices free of charge for 3 years after filing; audit support is included. For returns prepared elsewhere the fee is $125 per letter. If you owe more than you can pay at once, Tom can set up an installment agreement with the IRS for you.

## Clients outside Ohio

We prepare returns for clients in all 50 states and meet by phone or video call, so most of our clients never need to visit the office.

## Visiting us

Address: 410 Wayne Avenue, Suite 2, Dayton, OH 45410
Parking: free in the lot behind the building, entrance from Brown Street
Phone: (937) 555-0182
Email: office@marlowechentax.com

## Your privacy

We never sell or share your information. Client files are kept for 7 years and then shredded.`,
    faqs: [
      {
        question: 'Do I have to come to the office?',
        answer:
          'No. Upload your documents to our secure portal and we can meet by phone or video call; most clients never visit the office.',
      },
      {
        question: 'When is my return ready?',
        answer:
          'Within 10 business days of receiving all your documents, or up to 15 business days in March and April.',
      },
    ],
  },
];

export const HELD_OUT_SET_10: HeldOutCase[] = [
  // Campground: answerable.
  { domain: CAMP, question: 'how much is a tent spot on a saturday night?', fact: '$38' },
  { domain: CAMP, question: 'Will a 38 ft motorhome fit on one of your sites?', fact: '42 feet' },
  { domain: CAMP, question: 'what time is check in and what time do we have to be out?', fact: '11 am' },
  {
    domain: CAMP,
    question: "We won't get there till around 10pm friday, is that ok? the office will be closed right",
    fact: 'after-hours box',
  },
  { domain: CAMP, question: 'Can our dog stay with us in the cabin?', fact: 'not in cabins' },
  {
    domain: CAMP,
    question: 'If I cancel 3 weeks before our trip do I get my money back?',
    fact: 'full refund',
  },
  {
    domain: CAMP,
    question: 'can i bring firewood from home? we live about 200 miles away',
    fact: '50 miles',
  },
  { domain: CAMP, question: 'what do you charge for a bundle of wood', fact: '$7' },
  { domain: CAMP, question: 'Is there internet at the campsites?', fact: 'pavilion' },
  { domain: CAMP, question: 'do you rent kayaks? how much for an hour', fact: '$15 per hour' },
  { domain: CAMP, question: 'Is the swimming area supervised?', fact: 'no lifeguard' },
  {
    domain: CAMP,
    question: "what's the shortest stay you allow over labor day weekend",
    fact: '3 nights',
  },
  {
    domain: CAMP,
    question: "We're 3 adults and 2 kids sharing one site, is there any extra cost?",
    fact: '$8 per night',
  },
  { domain: CAMP, question: 'When do you open for the summer?', fact: 'May 15' },
  { domain: CAMP, question: 'till what time is the camp shop open on fridays', fact: '9 pm' },
  { domain: CAMP, question: 'Can I run my generator at night?', fact: '8 am to 8 pm' },
  { domain: CAMP, question: 'how much to keep a camper there the whole summer?', fact: '$2,450' },
  {
    domain: CAMP,
    question: 'is there somewhere to wash clothes, and what does it cost',
    fact: '$3 per wash',
  },
  {
    domain: CAMP,
    question: "We're just passing through, can we empty our RV tanks there?",
    fact: '$12',
  },
  {
    domain: CAMP,
    question: 'my gps says to take hollow rd, is that fine with a travel trailer?',
    fact: 'Route 5A',
  },
  // Campground: the knowledge does not say.
  { domain: CAMP, question: 'Do you have a charger for electric cars?', fact: null },
  { domain: CAMP, question: 'Are golf carts allowed in the campground?', fact: null },
  { domain: CAMP, question: 'Can we rent a tent and sleeping bags from you?', fact: null },
  { domain: CAMP, question: 'Do you give a discount for veterans or seniors?', fact: null },
  { domain: CAMP, question: 'do the cabins come with sheets and towels?', fact: null },
  { domain: CAMP, question: 'Do you sell fishing licenses at the store?', fact: null },
  { domain: CAMP, question: 'how is the cell phone reception for verizon?', fact: null },
  { domain: CAMP, question: 'Are any of the cabins wheelchair accessible?', fact: null },
  { domain: CAMP, question: 'How far is the nearest hospital?', fact: null },
  { domain: CAMP, question: 'Can I have packages mailed to me at the campground?', fact: null },
  // Tax practice: answerable.
  { domain: TAX, question: 'how much to do a basic tax return, i just have a W2', fact: '$175' },
  { domain: TAX, question: 'I drive for Uber on the side. What would my return cost?', fact: '$325' },
  { domain: TAX, question: 'i own 2 rental houses, how much more does that add?', fact: '$95' },
  { domain: TAX, question: 'Can I pay your fee out of my refund?', fact: '$39' },
  { domain: TAX, question: 'are you open saturdays in march? until when', fact: '3 pm' },
  { domain: TAX, question: 'How long does it take to get my taxes done?', fact: '10 business days' },
  {
    domain: TAX,
    question: "It's already April 3rd and I haven't sent you anything, is it too late?",
    fact: 'extension',
  },
  { domain: TAX, question: 'what paperwork should i bring to my appointment', fact: 'Photo ID' },
  {
    domain: TAX,
    question: 'Do you run payroll? I have 6 employees, what would it cost per month?',
    fact: '$89 per month',
  },
  {
    domain: TAX,
    question:
      'I got a scary letter from the IRS about the return you filed for me last year. Do you charge to handle it?',
    fact: 'free of charge',
  },
  { domain: TAX, question: 'I moved to Texas, can you still do my taxes?', fact: 'all 50 states' },
  { domain: TAX, question: 'where do i park when i come in', fact: 'behind the building' },
  { domain: TAX, question: "what's the last day I can file if I get an extension?", fact: 'October 15' },
  { domain: TAX, question: 'Any discount for existing clients?', fact: '10%' },
  {
    domain: TAX,
    question: 'which accounting software do you use for bookkeeping',
    fact: 'QuickBooks Online',
  },
  { domain: TAX, question: 'Who should I talk to about my rental property?', fact: 'Priya Chen' },
  {
    domain: TAX,
    question: 'What does an S corp return cost, and how much is each extra state?',
    fact: '$850',
  },
  {
    domain: TAX,
    question: "I can't pay what I owe the IRS all at once, can you help me set up a payment plan?",
    fact: 'installment agreement',
  },
  {
    domain: TAX,
    question: 'if i drop my papers in your box on sunday night when will u pick them up',
    fact: '9 am',
  },
  { domain: TAX, question: 'how much to fix a return I already filed last year?', fact: '$150' },
  // Tax practice: the knowledge does not say.
  { domain: TAX, question: 'Do you prepare estate or trust returns (Form 1041)?', fact: null },
  { domain: TAX, question: 'Is there free tax help for seniors or low-income families?', fact: null },
  { domain: TAX, question: 'How much do you charge if I traded crypto last year?', fact: null },
  { domain: TAX, question: 'Can you file my monthly sales tax returns?', fact: null },
  { domain: TAX, question: 'Is there a fee if I have to reschedule my appointment?', fact: null },
  { domain: TAX, question: 'Can you represent me in tax court?', fact: null },
  { domain: TAX, question: 'Does anyone in your office speak Spanish?', fact: null },
  { domain: TAX, question: 'Are you hiring seasonal tax preparers?', fact: null },
  { domain: TAX, question: 'Can you help me set up an LLC for my new business?', fact: null },
  { domain: TAX, question: 'Do you also prepare Canadian tax returns?', fact: null },
];
