/**
 * Blind held-out set 19, written on 2026-11-24 (session 10) WITHOUT reading the answerer, the retrieval code
 * or any earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations of set 6, the header and
 * imports of set 12 and the set registry in scripts/eval-answers.ts were read. Two new kinds of business (a
 * house and office removals company, a yoga studio) whose knowledge is written the way real small-business
 * sites are: prose, headings, bullets, tables, hours, prices, policies and "Key: value" lines. Each `fact`
 * occurs verbatim in its business's knowledge and must appear in a correct answer; `null` means the
 * knowledge does not say, so the assistant must decline. Use it to measure, never tune the answerer to its
 * questions; once its misses have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const MOVERS = 'hartwellremovals.co.uk';
const YOGA = 'blueheronyoga.com';

const MOVERS_KNOWLEDGE = `# Hartwell & Sons Removals

Family-run house and office removals from Leeds to anywhere in the UK since 1987. Three generations, eleven vans and one simple promise: your things arrive the way they left.

## What we do
- House removals: local, national and long-distance
- Office and commercial moves, including evening and weekend moves so you don't lose a working day
- Packing service (full packing or fragile-only)
- Secure containerised storage at our Stourton depot
- Piano moving, upright and grand
- Single items and man-and-van jobs
- European removals to France, Spain, Belgium and the Netherlands

## Getting a quote
Every quote is free and fixed: the price we quote is the price you pay, unless your inventory changes. For homes of up to two bedrooms we can quote over a video call in about 20 minutes. Larger homes get a free home survey, usually within 3 working days of your enquiry. Quotes are valid for 60 days.

## Typical prices for local moves (within 30 miles)

| Property | Crew and vehicles | Typical price |
|---|---|---|
| 1-bed flat | 2 movers, 1 Luton van | from £395 |
| 2-bed house | 3 movers, 1 large van | from £595 |
| 3-bed house | 4 movers, 2 vans | from £895 |
| 4-bed house | 5 movers, 2 vans | from £1,250 |

Man and van: £65 per hour for one van and two movers, minimum 2 hours, charged in half-hour steps after that. Long-distance moves are priced on mileage and volume, so please ask for a quote.

## Packing and boxes
Our packers come the day before your move and wrap, box and label everything room by room.

- Full packing: from £180 for a 1-bed flat, from £320 for a 3-bed house
- Fragile-only packing (glass, china, pictures, mirrors): from £95
- Moving box kit: £49 for 20 medium boxes, 10 large boxes, 2 rolls of tape and 5 kg of packing paper, delivered free with any booked move
- Wardrobe boxes: lent free on moving day, so your clothes travel on the rail

## Booking, payment and cancellation
Deposit: 20% of the quote, payable on booking
Balance: due 48 hours before your move date
Payment methods: bank transfer, debit or credit card (no cash)
Weekend surcharge: 15% for Saturday moves; Sunday moves by arrangement only
Rescheduling: free once, with at least 7 days' notice

If you cancel more than 14 days before the move, we refund the deposit in full. Between 7 and 14 days before the move we keep half the deposit. With less than 7 days' notice the deposit is not refundable.

## Insurance and care
Every move includes goods-in-transit cover up to £50,000 at no extra charge. Extended cover up to £150,000 is available for a one-off £45. Claims must be made in writing within 7 days of the move. We are members of the British Association of Removers (BAR) and follow its code of practice.

Things we can't take: gas bottles, paint, petrol or other fuel, fireworks, plants over 2 metres tall and live animals. We will disconnect and reconnect your washing machine, but we do not disconnect or reconnect gas cookers: please book a Gas Safe engineer for that.

## Storage
Our Stourton depot is alarmed and monitored 24 hours a day. Each wooden storage container holds about 250 cubic feet, roughly the contents of one bedroom. Storage costs £25 per container per week, and the first 4 weeks are half price when you move with us. You can visit your container by appointment, Monday to Friday.

## On moving day
Our crew arrive between 8:00 and 8:30 am. Most 3-bed moves are finished by late afternoon. Please make sure there is room to park a 7.5-tonne lorry outside both homes. If the street needs a parking suspension, we can apply to the council for you for a £30 admin fee plus the council's own charge.

Waiting for keys? On a completion day keys are usually released around lunchtime, so we load in the morning and wait with your things on board. The first 3 hours of waiting are free; after that waiting time is charged at £60 per hour.

## Office hours
Monday to Friday: 8:00 am to 6:00 pm
Saturday: 9:00 am to 1:00 pm
Sunday: closed

Phone: 0113 496 0724
Email: moves@hartwellremovals.co.uk
Depot: Unit 4, Stourton Trading Estate, Leeds LS10 1RT`;

const YOGA_KNOWLEDGE = `# Blue Heron Yoga

A neighborhood yoga studio in Sellwood, Portland. Small classes (never more than 24 mats), warm teachers, and a room full of light. Whether you have practised for twenty years or never touched a mat, there is a place for you here.

## New to yoga?
Start with Hatha Flow or Yin & Restore. No experience or flexibility needed: every pose has an easier version and our teachers will show you. Arrive 10 minutes early for your first class so we can get you set up and ask about any injuries.

## Our classes
- **Hatha Flow** (all levels, 60 minutes): steady, breath-led postures
- **Vinyasa** (intermediate, 75 minutes): a faster, flowing practice
- **Yin & Restore** (all levels, 75 minutes): long, supported holds with bolsters and blankets
- **Hot Power** (60 minutes): a strong class in a room heated to 95°F with 40% humidity. Bring water. Not recommended during pregnancy.
- **Prenatal Yoga** (60 minutes): from 14 weeks of pregnancy, with your midwife's or doctor's OK
- **Gentle Chair Yoga** (45 minutes): seated and standing with a chair for support, good for limited mobility
- **Kids Yoga** (ages 5 to 11, 45 minutes): games, stories and poses. Parents of children under 8 must stay on the premises during class.

## Weekly schedule

| Day | Morning | Midday | Evening |
|---|---|---|---|
| Monday to Friday | 6:30 am Vinyasa | 12:15 pm Hatha Flow | 5:45 pm Hot Power, 7:30 pm Yin & Restore |
| Saturday | 8:00 am Hot Power, 9:30 am Kids Yoga | 11:00 am Prenatal Yoga | none |
| Sunday | 9:00 am Hatha Flow | 10:45 am Gentle Chair Yoga | 5:00 pm Yin & Restore |

Book classes in the Blue Heron app or on our website. Bookings open 7 days ahead.

## Prices

| Option | Price | Details |
|---|---|---|
| Drop-in class | $22 | any adult class |
| Intro offer | $49 | 3 weeks unlimited, new students only, once per person |
| 10-class pack | $180 | expires 6 months after purchase, shareable with one household member |
| Monthly unlimited | $139 per month | auto-renews, 3-month minimum |
| Student and senior monthly | $109 per month | with a valid student ID, or aged 65 and over |
| Kids Yoga | $12 per class | |

Private sessions: $95 for 60 minutes one-to-one, or $130 for two people. Private sessions are booked by email.

## Studio policies
Late cancellation: please cancel at least 8 hours before class. If you cancel later or don't show up, class-pack holders lose the class and unlimited members are charged a $15 fee.
Arrival: doors lock 5 minutes after class starts, so the class is not disturbed.
Membership freeze: up to 2 months a year at $10 per month; medical freezes are free with a doctor's note.
Ending a membership: after the 3-month minimum, give 30 days' notice by email.
Age: students under 16 join adult classes with a parent or guardian.

## What to bring
Comfortable clothes you can move in and a water bottle. Mats can be rented for $3 and towels for $2. We have two showers with shampoo and conditioner, and a changing room with cubbies.

## Teacher training
Our 200-hour teacher training is registered with Yoga Alliance. It runs over ten weekends, starting each February. Tuition is $3,200, or $2,900 early bird if paid in full by November 30. An interview with the lead trainer comes first.

## Find us
Address: 1420 SE Tacoma St, Portland, OR 97202
Parking: free lot behind the building (12 spaces), plus bike racks by the front door
Front desk: opens 30 minutes before the first class of the day and closes after the last
Phone: (503) 555-0187
Email: hello@blueheronyoga.com`;

export const HELD_OUT_19_PROFILES: EvalProfile[] = [
  {
    clientName: 'Dan Hartwell',
    businessName: 'Hartwell & Sons Removals',
    domain: MOVERS,
    plan: 'Premium',
    industry: 'Other',
    email: 'moves@hartwellremovals.co.uk',
    phone: '0113 496 0724',
    notes: 'Blind eval profile: a family-run removals company in Leeds.',
    welcomeMessage: 'Hello! Planning a move? Ask me about quotes, prices, packing or storage.',
    themeColor: '#1f5f3a',
    aiContent: MOVERS_KNOWLEDGE,
    faqs: [
      {
        question: 'Is the quote fixed?',
        answer: 'Yes. The price we quote is the price you pay, unless your inventory changes.',
      },
      {
        question: 'Do you move pianos?',
        answer: 'Yes, we move both upright and grand pianos.',
      },
    ],
  },
  {
    clientName: 'Maya Lindqvist',
    businessName: 'Blue Heron Yoga',
    domain: YOGA,
    plan: 'Premium',
    industry: 'Other',
    email: 'hello@blueheronyoga.com',
    phone: '(503) 555-0187',
    notes: 'Blind eval profile: a neighborhood yoga studio in Portland, Oregon.',
    welcomeMessage: 'Hi, welcome to Blue Heron Yoga! Ask me about classes, prices or the schedule.',
    themeColor: '#2b6c8f',
    aiContent: YOGA_KNOWLEDGE,
    faqs: [
      {
        question: 'Do I need to be flexible?',
        answer: 'Not at all. No experience or flexibility needed; every pose has an easier version.',
      },
      {
        question: 'How do I book a class?',
        answer: 'Book in the Blue Heron app or on our website. Bookings open 7 days ahead.',
      },
    ],
  },
];

const ANSWERABLE: HeldOutCase[] = [
  // Removals company
  { domain: MOVERS, question: 'roughly what would it cost to move a 2 bed house across town?', fact: '£595' },
  { domain: MOVERS, question: 'do you do international moves? which countries?', fact: 'Netherlands' },
  { domain: MOVERS, question: 'how much do I need to put down to secure the date', fact: '20%' },
  { domain: MOVERS, question: 'When is the remaining balance due?', fact: '48 hours' },
  { domain: MOVERS, question: 'Is it dearer to move on a Saturday?', fact: '15%' },
  {
    domain: MOVERS,
    question: 'If I call off the move 10 days beforehand do I get my deposit back?',
    fact: 'half the deposit',
  },
  { domain: MOVERS, question: 'Is my stuff insured while it is in your lorry?', fact: '£50,000' },
  {
    domain: MOVERS,
    question: 'I have some valuable antiques, can I get extra insurance and what does it cost?',
    fact: '£45',
  },
  { domain: MOVERS, question: 'whats your hourly rate for a man with a van', fact: '£65 per hour' },
  {
    domain: MOVERS,
    question: 'Is there a minimum time for the man and van service?',
    fact: 'minimum 2 hours',
  },
  { domain: MOVERS, question: 'do you sell cardboard boxes?', fact: '£49' },
  {
    domain: MOVERS,
    question: 'Could your team do all the packing for my one bedroom flat? how much?',
    fact: '£180',
  },
  {
    domain: MOVERS,
    question: 'What time will the removal men get to my house in the morning?',
    fact: '8:30',
  },
  {
    domain: MOVERS,
    question:
      "We need to put our furniture somewhere for a couple of months while we're between houses, what's the weekly cost?",
    fact: '£25 per container per week',
  },
  { domain: MOVERS, question: 'can your guys unhook my gas oven?', fact: 'Gas Safe engineer' },
  { domain: MOVERS, question: 'How long is a quote valid for', fact: '60 days' },
  { domain: MOVERS, question: 'Can I pay the movers in cash on the day?', fact: 'bank transfer' },
  {
    domain: MOVERS,
    question:
      "our solicitor says we won't get the keys until about 4pm - will we be charged for the crew hanging around?",
    fact: '£60 per hour',
  },
  {
    domain: MOVERS,
    question: 'are you part of any trade association?',
    fact: 'British Association of Removers',
  },
  { domain: MOVERS, question: 'Can I ring you on a saturday afternoon?', fact: '1:00 pm' },
  // Yoga studio
  { domain: YOGA, question: 'how much for a single class?', fact: '$22' },
  { domain: YOGA, question: "I've never been before, do you have any deal for first timers?", fact: '$49' },
  {
    domain: YOGA,
    question: 'What is the earliest class I can take before work on a weekday?',
    fact: '6:30 am',
  },
  {
    domain: YOGA,
    question: 'My daughter is 7, can she do the kids class on her own or do I have to hang around?',
    fact: 'stay on the premises',
  },
  { domain: YOGA, question: "I'm 68 and retired, is there a cheaper monthly option for me?", fact: '$109' },
  { domain: YOGA, question: 'how hot does the room get in hot power?', fact: '95°F' },
  { domain: YOGA, question: "I don't own a yoga mat, can I borrow one?", fact: '$3' },
  { domain: YOGA, question: 'Do the 10 class passes run out?', fact: '6 months' },
  {
    domain: YOGA,
    question: "I'm on the unlimited plan. What happens if I cancel a class 2 hours before it starts?",
    fact: '$15',
  },
  {
    domain: YOGA,
    question: "I'm 16 weeks pregnant - is there a class that's safe for me?",
    fact: 'Prenatal Yoga',
  },
  { domain: YOGA, question: 'where can I leave my car', fact: 'free lot' },
  { domain: YOGA, question: 'can i shower at the studio after class', fact: 'two showers' },
  {
    domain: YOGA,
    question: "I'm travelling for a month, can I put my membership on hold and does it cost anything?",
    fact: '$10 per month',
  },
  { domain: YOGA, question: 'How much is your yoga teacher certification?', fact: '$3,200' },
  { domain: YOGA, question: 'Do you do one on one lessons? price?', fact: '$95' },
  { domain: YOGA, question: 'how long does the yin class last', fact: '75 minutes' },
  { domain: YOGA, question: 'What time is the childrens class on saturdays?', fact: '9:30 am' },
  {
    domain: YOGA,
    question: 'I want to cancel my monthly membership, how much notice do you need?',
    fact: '30 days',
  },
  {
    domain: YOGA,
    question: "I'm really stiff and have never done yoga. Which class should I go to first?",
    fact: 'Hatha Flow',
  },
  {
    domain: YOGA,
    question: 'My knees are bad and I cant get down on the floor, anything for me?',
    fact: 'Gentle Chair Yoga',
  },
];

const UNANSWERABLE: HeldOutCase[] = [
  // Removals company
  { domain: MOVERS, question: 'Do you do moves to Ireland?', fact: null },
  { domain: MOVERS, question: 'Is there a discount for students?', fact: null },
  { domain: MOVERS, question: 'How much would a Sunday move cost?', fact: null },
  { domain: MOVERS, question: 'Is your storage heated or climate controlled?', fact: null },
  { domain: MOVERS, question: 'Can I spread the cost of the move over a few months?', fact: null },
  { domain: MOVERS, question: 'Will your team put my flat-pack wardrobes back together?', fact: null },
  { domain: MOVERS, question: 'Are your crews DBS checked?', fact: null },
  { domain: MOVERS, question: 'What would a 5 bedroom house move cost locally?', fact: null },
  { domain: MOVERS, question: 'Do you take old furniture to the tip for us?', fact: null },
  { domain: MOVERS, question: 'Can you transport my car as well?', fact: null },
  // Yoga studio
  { domain: YOGA, question: 'Do you run aerial yoga classes?', fact: null },
  { domain: YOGA, question: 'Can I buy a gift card for a friend?', fact: null },
  { domain: YOGA, question: 'Is it ok to bring my dog to class?', fact: null },
  { domain: YOGA, question: 'Are there any meditation sessions?', fact: null },
  { domain: YOGA, question: 'Is the studio wheelchair accessible?', fact: null },
  { domain: YOGA, question: 'Do you offer a 300-hour advanced teacher training?', fact: null },
  { domain: YOGA, question: 'Who teaches the Tuesday morning vinyasa?', fact: null },
  { domain: YOGA, question: 'Can I stream classes from home?', fact: null },
  { domain: YOGA, question: 'Are you open on Thanksgiving?', fact: null },
  { domain: YOGA, question: 'Do you have lockers that lock?', fact: null },
];

export const HELD_OUT_SET_19: HeldOutCase[] = [...ANSWERABLE, ...UNANSWERABLE];
