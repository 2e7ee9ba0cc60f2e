/**
 * Blind held-out set 22, written on 2026-11-24 (session 12) WITHOUT reading the answerer, the retrieval code
 * or any earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations of set 6, the header and
 * imports of set 12 and the set registry in scripts/eval-answers.ts were read. Two new kinds of business (a
 * dry cleaner with an alterations workroom, an independent car repair garage doing MOTs and servicing) whose
 * knowledge is written the way real small-business sites are: prose, headings, bullets, tables, hours and
 * "Key: value" lines. Each `fact` occurs verbatim in its business's knowledge and must appear in a correct
 * answer; `null` means the knowledge does not say, so the assistant must decline. Use it to measure, never
 * tune the answerer to its questions; once its misses have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const CLEANERS = 'pressedandproper.co.uk';
const GARAGE = 'kestrellanemotors.co.uk';

const CLEANERS_CONTENT = `# Pressed & Proper — Dry Cleaning, Laundry and Alterations

Family-run since 1987 on Station Parade in Harrogate. We clean everything from everyday shirts to wedding dresses on the premises, and our two in-house seamstresses, Maureen and Priya, look after alterations and repairs.

Address: 14 Station Parade, Harrogate HG1 1TT
Phone: 01423 555 274
Email: hello@pressedandproper.co.uk
Parking: 20 minutes free in the bays outside the shop

## Opening hours

- Monday to Friday: 7:30am – 6:30pm
- Saturday: 8:30am – 4pm
- Sunday: closed
- Bank holidays: 10am – 2pm, drop-off and collection only (no alteration fittings)

Drop off on your way to the train: anything handed in before 9am on a weekday can be ready the same day on our express service.

## How long it takes

| Service | Ready in |
|---|---|
| Standard dry cleaning | 3 working days |
| Express dry cleaning (in before 9am) | same day, after 4pm |
| Shirts (laundered) | 2 working days |
| Curtains | 7 to 10 working days |
| Wedding dresses | 3 to 4 weeks |
| Leather and suede | about 3 weeks (cleaned by a specialist partner) |
| Alterations | usually 5 working days |

Express costs 50% on top of the normal price and is not available for curtains, wedding dresses, leather or suede.

## Dry cleaning prices

| Item | Price |
|---|---|
| Two-piece suit | £16.50 |
| Three-piece suit | £21.00 |
| Jacket or blazer | £9.50 |
| Trousers or skirt | £7.50 |
| Dress | £12.00 |
| Evening or ball gown | from £22.00 |
| Winter coat | £17.00 |
| Tie | £4.50 |
| Duvet (single or double) | £24.00 |
| Duvet (king or super king) | £29.00 |
| Wedding dress, cleaned and boxed | from £145 |
| Leather or suede jacket | from £35 |

Curtains are priced by weight and lining: lined curtains are £7.50 per kg, unlined £5.50 per kg. We don't take curtains down or put them back up.

## Shirt service

- Laundered and pressed on a hanger: £2.80 each
- Folded and packed: £3.30 each
- Shirt bundle: 5 shirts for £12.50 (on hangers)

Business accounts with monthly invoicing are available for firms with five or more staff using us.

## Alterations and repairs

Maureen and Priya work in the workroom at the back of the shop. When we're taking up trousers or a dress hem, please bring the shoes you'll wear with them.

- Trouser hem (plain): £11
- Trouser hem keeping the original hem (jeans): £17.50
- Take in or let out a waist: £14
- Shorten jacket sleeves: from £24
- Replace a trouser or skirt zip: £15
- Replace a coat or jacket zip: from £28
- Dress hem: from £18
- Sew on a button: free for existing customers, otherwise £1.50

Bridal and prom alterations are by appointment. The first fitting costs £30 and is taken off the final bill if you go ahead. Please allow at least 8 weeks before the wedding date.

Alterations need a 50% deposit at the fitting; the rest is paid on collection.

## Collection and delivery

We collect and deliver in the HG1 and HG2 postcodes on Tuesdays and Fridays. It's free on orders over £30, otherwise £4.95 per trip. Book by 8pm the evening before.

## Our policies

Payment: card, cash, Apple Pay and Google Pay. Payment is taken when you collect, except alteration deposits.

Tickets: you'll get a ticket at drop-off. Lost it? Bring photo ID and tell us the phone number on the order.

Stains: please point out stains when you drop off. Fresh stains come out far more easily; we can't promise to remove stains that have been set by heat or left for weeks.

Buttons and trims: we remove fragile buttons and sequins where needed and sew them back on afterwards. Tell us about anything delicate.

Uncollected items: items left for more than 90 days are given to charity. We send two text reminders first.

Damage or loss: we follow the Textile Services Association code of practice. If something is lost or damaged through our fault, we pay compensation of up to ten times the cleaning charge, capped at £250 per item.

Solvent: we clean with GreenEarth, a silicone-based solvent, instead of perc. It is gentler on fabric and leaves no chemical smell.`;

const GARAGE_CONTENT = `# Kestrel Lane Motors

Independent garage in Chesterfield, servicing and repairing all makes of car and light van since 2004. We have five technicians, two of them Master Technicians, and owner Dave Whitcombe still does the road tests himself.

Address: Unit 4, Kestrel Lane Industrial Estate, Chesterfield S41 9QP
Phone: 01246 555 813
Email: workshop@kestrellanemotors.co.uk
Customer parking: 6 spaces in front of the workshop

## Opening hours

Monday – Friday: 8:00am to 5:30pm
Saturday: 8:00am to 12:30pm (MOTs and small jobs only)
Sunday: closed

Drop-off from 7:45am. Out of hours, put your keys in an envelope with your name, registration and phone number and post them through the secure key box by the office door.

## MOT testing

We are a DVSA-approved MOT test centre.

- Class 4 MOT (cars, and vans up to 3,000kg): £39.50
- Class 7 MOT (vans from 3,000kg to 3,500kg): £52.00
- Free retest if the repairs are done by us within 10 working days
- A test takes about 45 minutes to an hour; you're welcome to wait

We do not test motorcycles.

You can have your MOT done up to a month minus a day before it runs out and keep the same renewal date.

## Servicing

| Service | Up to 1.6 litre | Over 1.6 litre |
|---|---|---|
| Interim service (every 6,000 miles or 6 months) | £119 | £139 |
| Full service (every 12,000 miles or 12 months) | £199 | £229 |
| Major service (every 24,000 miles or 2 years) | £289 | £329 |

Book a full or major service together with your MOT and save £15.

Every service includes a health check, and we stamp your service book or update the manufacturer's digital service record. We use parts of matching quality to the originals, so servicing with us keeps your manufacturer warranty valid.

Hybrids: serviced in the same way as petrol and diesel cars. Fully electric cars: we handle tyres, brakes, suspension and air-con, but not high-voltage battery work.

## Repairs and other prices

Labour rate: £72 per hour
Diagnostic check (engine warning light): £45, refunded if we carry out the repair
Front brake pads, fitted: from £95
Front discs and pads, fitted: from £210
Air-con re-gas: £59
Puncture repair: £20
Clutch, timing belt and gearbox work: priced on inspection

All prices include VAT.

We fit tyres from budget to premium brands and can usually get most sizes the same day if you call before 11am.

## Courtesy car

We have one courtesy car (a Ford Fiesta), free for jobs that keep your car overnight. It must be booked when you book the work. Drivers must be aged 25 or over and have held a full licence for at least 2 years. You pay for the fuel you use and are responsible for any fines.

Can't use the courtesy car? We can collect your car from home or work within 5 miles for £18 and bring it back the same way.

## Guarantee

Parts and labour are guaranteed for 12 months or 12,000 miles, whichever comes first. If you bring your own parts we'll fit them, but the guarantee then covers our labour only.

## Quotes, payment and collection

- We never go over the quote without phoning you first.
- Payment on collection by card or bank transfer. We don't accept cheques.
- Bills over £300 can be spread over 3 monthly payments at 0% interest, subject to approval.
- Cars left more than 3 days after we tell you they're ready are charged storage at £10 per day.

## Waiting area

Our waiting room has free Wi-Fi, tea and coffee and a phone charger. Most MOTs and interim services can be done while you wait if booked for 8am.`;

export const HELD_OUT_22_PROFILES: EvalProfile[] = [
  {
    clientName: 'Helen Ashworth',
    businessName: 'Pressed & Proper',
    domain: CLEANERS,
    plan: 'Premium',
    industry: 'Other',
    email: 'hello@pressedandproper.co.uk',
    phone: '01423 555 274',
    timeZone: 'Europe/London',
    notes: 'Blind eval set 22: a dry cleaner with an alterations workroom in Harrogate.',
    welcomeMessage: 'Hello! Ask me about dry cleaning, shirts, alterations or collection and delivery.',
    themeColor: '#0f766e',
    aiContent: CLEANERS_CONTENT,
    faqs: [
      {
        question: 'How long does dry cleaning take?',
        answer:
          'Standard dry cleaning is ready in 3 working days. Bring it in before 9am on a weekday and our express service has it ready the same day after 4pm, for 50% on top of the normal price.',
      },
      {
        question: 'Do you do alterations?',
        answer:
          'Yes, our seamstresses Maureen and Priya do alterations and repairs in the shop. Most are ready in about 5 working days.',
      },
    ],
  },
  {
    clientName: 'Dave Whitcombe',
    businessName: 'Kestrel Lane Motors',
    domain: GARAGE,
    plan: 'Premium',
    industry: 'Other',
    email: 'workshop@kestrellanemotors.co.uk',
    phone: '01246 555 813',
    timeZone: 'Europe/London',
    notes: 'Blind eval set 22: an independent car repair garage (MOT, servicing, repairs) in Chesterfield.',
    welcomeMessage: 'Hi! Ask me about MOTs, servicing, repairs or booking your car in.',
    themeColor: '#b45309',
    aiContent: GARAGE_CONTENT,
    faqs: [
      {
        question: 'How much is an MOT?',
        answer:
          'A class 4 MOT for cars and vans up to 3,000kg is £39.50, with a free retest within 10 working days if we do the repairs.',
      },
      {
        question: 'Do you offer a guarantee on repairs?',
        answer: 'Yes: parts and labour are guaranteed for 12 months or 12,000 miles, whichever comes first.',
      },
    ],
  },
];

const answerable: [string, string, string][] = [
  // Dry cleaner
  [CLEANERS, 'how much to get a 2 piece suit dry cleaned?', '£16.50'],
  [CLEANERS, 'What time do you shut on a Saturday?', '4pm'],
  [
    CLEANERS,
    'I need my dress for a party tonight. If I drop it in at 8.30 this morning can you have it done?',
    'after 4pm',
  ],
  [
    CLEANERS,
    'How long would my curtains take, and can you come and take them down for me?',
    '7 to 10 working days',
  ],
  [CLEANERS, 'can you take up my jeans but keep the worn factory edge at the bottom? cost?', '£17.50'],
  [CLEANERS, 'The zipper on my winter parka has gone, what would a new one cost?', 'from £28'],
  [
    CLEANERS,
    "I'm getting married in 6 weeks, is that enough time to get my gown altered with you?",
    '8 weeks',
  ],
  [CLEANERS, 'Do I have to pay anything up front for alterations?', '50% deposit'],
  [CLEANERS, "Do you pick up from people's houses? I'm in HG2", 'Tuesdays and Fridays'],
  [CLEANERS, 'I only have 3 shirts and a tie for you to collect, will I have to pay for delivery?', '£4.95'],
  [CLEANERS, "I've lost the slip you gave me when I handed my coat in, can I still get it back?", 'photo ID'],
  [CLEANERS, 'what happens if i forget to pick my clothes up for months?', 'charity'],
  [CLEANERS, 'If you ruin my jacket will I get any money back?', '£250'],
  [CLEANERS, 'Do you use nasty chemicals like perc?', 'GreenEarth'],
  [CLEANERS, 'price for a superking quilt?', '£29.00'],
  [CLEANERS, 'Is there a deal if I bring in a whole week of work shirts?', '£12.50'],
  [CLEANERS, "Can our office get a monthly invoice account? There's just 3 of us", 'five or more'],
  [CLEANERS, 'Are you open on Easter Monday, and until when?', '2pm'],
  [CLEANERS, 'suede jaket cleaning how much', 'from £35'],
  [CLEANERS, 'Where can I leave the car when I drop stuff off?', '20 minutes free'],
  // Car repair garage
  [GARAGE, 'how much is an mot', '£39.50'],
  [GARAGE, 'My Transit weighs 3,300kg, can you MOT it and what does it cost?', '£52.00'],
  [GARAGE, 'can u do the MOT on my motorbike?', 'do not test motorcycles'],
  [GARAGE, 'If it fails do I have to pay again for the second test?', '10 working days'],
  [
    GARAGE,
    'My MOT runs out on 20 March. If I bring it in on 1 March do I lose the weeks I have left?',
    'a month minus a day',
  ],
  [GARAGE, "What's the price of a yearly service on a 2.0 diesel Golf?", '£229'],
  [GARAGE, 'how much is the basic six month service for my 1.2 Corsa', '£119'],
  [GARAGE, 'Is it cheaper if I get the service and the MOT done at the same time?', '£15'],
  [GARAGE, 'Will having it serviced by you instead of the main dealer void my warranty?', 'warranty valid'],
  [GARAGE, 'Do you work on electric cars like a Tesla or Leaf?', 'high-voltage'],
  [GARAGE, 'my check engine light came on, how much to find out whats wrong?', '£45'],
  [GARAGE, "What's your hourly rate for labour?", '£72 per hour'],
  [GARAGE, 'Are your prices plus VAT?', 'include VAT'],
  [GARAGE, "The aircon isn't blowing cold any more, how much to top it up?", '£59'],
  [GARAGE, "Can I borrow a car while mine's in with you? I'm 23", '25'],
  [GARAGE, 'I live about 3 miles away, can you come and get the car so I do not have to bring it?', '£18'],
  [GARAGE, 'How long is the warranty on repairs you do?', '12 months or 12,000 miles'],
  [GARAGE, 'I bought brake pads online, will you fit them and guarantee them?', 'labour only'],
  [GARAGE, 'Can I pay in instalments? The bill is about £450', '3 monthly payments'],
  [
    GARAGE,
    "I'm away for a week after it's finished, is it ok to leave it with you until I'm back?",
    '£10 per day',
  ],
];

const unanswerable: [string, string][] = [
  // Dry cleaner
  [CLEANERS, 'Do you clean rugs?'],
  [CLEANERS, 'Can you dye my jeans black?'],
  [CLEANERS, 'Do you do shoe repairs or key cutting?'],
  [CLEANERS, 'Do you have a loyalty card?'],
  [CLEANERS, 'Is the shop wheelchair accessible?'],
  [CLEANERS, 'How much to clean a designer handbag?'],
  [CLEANERS, 'Could you make me a made-to-measure suit?'],
  [CLEANERS, 'How much do you charge to clean pillows?'],
  [CLEANERS, 'Are you hiring at the moment?'],
  [CLEANERS, 'Do you have another branch in York?'],
  // Car repair garage
  [GARAGE, 'Do you do wheel alignment?'],
  [GARAGE, 'Can you fix a dent and scratch in my rear bumper?'],
  [GARAGE, 'Do you sell used cars?'],
  [GARAGE, 'How much to replace a car battery?'],
  [GARAGE, 'Can you fit a tow bar to my Qashqai?'],
  [GARAGE, 'Do you valet cars as well?'],
  [GARAGE, 'Is there a discount for NHS staff or pensioners?'],
  [GARAGE, 'Are you open on bank holidays?'],
  [GARAGE, 'Is the courtesy car an automatic?'],
  [GARAGE, 'Do you do windscreen replacements?'],
];

export const HELD_OUT_SET_22: HeldOutCase[] = [
  ...answerable.map(([domain, question, fact]) => ({ domain, question, fact })),
  ...unanswerable.map(([domain, question]) => ({ domain, question, fact: null })),
];
