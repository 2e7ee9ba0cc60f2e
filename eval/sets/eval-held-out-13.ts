/**
 * Blind held-out set 13, written on 2026-11-24 (session 8) WITHOUT reading the answerer, the retrieval code
 * or any earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations of set 6, the header and
 * imports of set 12 and the set registry in scripts/eval-answers.ts were read. Two new kinds of business (a
 * river boat hire yard with rowing boats, canoes, paddleboards and electric day boats; a language school with
 * group courses, private lessons and a kids' club) whose knowledge is written the way real small-business
 * sites are: prose, headings, bullets, tables, hours and "Key: value" lines. Each `fact` occurs verbatim in
 * its business's knowledge and must appear in a correct answer; `null` means the knowledge does not say, so
 * the assistant must decline. Use it to measure, never tune the answerer to its questions; once its misses
 * have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const BOATS = 'willowbankboathire.co.uk';
const LANGS = 'babelhouselanguages.com';

export const HELD_OUT_13_PROFILES: EvalProfile[] = [
  {
    clientName: 'Gemma Pike',
    businessName: 'Willowbank Boat Hire',
    domain: BOATS,
    plan: 'Premium',
    industry: 'Other',
    email: 'ahoy@willowbankboathire.co.uk',
    phone: '01353 660 214',
    notes: 'Family-run self-drive boat hire on the Great Ouse at Ely.',
    welcomeMessage: 'Hello! Ask me anything about hiring a boat at Willowbank.',
    themeColor: '#0f766e',
    aiContent: `# Willowbank Boat Hire

Messing about on the river since 1987. We're a family-run boatyard on the Great Ouse at Ely, hiring out self-drive rowing boats, canoes, stand-up paddleboards and electric day boats by the hour or the day. No licence or experience is needed for any of our boats: before you set off, a member of the team gives every skipper a 10-minute safety briefing and shows you how to steer, moor and tie up.

## Season and opening hours

We are open from 1 April to 31 October.

- Monday to Friday: 9:30am – 5:30pm
- Saturday and Sunday: 9:00am – 6:30pm
- Bank holidays: weekend hours

Last boats go out one hour before closing. All boats must be back at the jetty by closing time; late returns are charged at £15 per 15 minutes.

Out of season (November to March) the boatyard is closed for hire, but the office answers the phone on weekdays 10am – 2pm for bookings and gift vouchers.

## Our fleet and prices

| Boat | Seats | 1 hour | 2 hours | Half day (4 hrs) | Full day |
|---|---|---|---|---|---|
| Rowing boat | up to 4 | £25 | £40 | £65 | £90 |
| Canadian canoe | up to 3 | £22 | £35 | £55 | £75 |
| Stand-up paddleboard | 1 | £18 | £30 | £45 | — |
| Electric day boat "Kingfisher" | up to 6 | £55 | £95 | £160 | £240 |
| Electric day boat "Heron" (covered) | up to 8 | £70 | £120 | £200 | £300 |
| Motor launch "Lady Alice" | up to 10 | — | £150 | £250 | £380 |

Prices are per boat, not per person, and include life jackets, fuel or battery charge, and a river map. A full day runs from 9:30am to 5:00pm.

Midweek offer: book any electric boat for a full day Monday to Thursday and get 20% off.

## Who can go out

- The skipper of the day boats and the launch must be 18 or over and show photo ID.
- Rowing boats and canoes: at least one adult (18+) in each boat.
- Paddleboards: riders must be 12 or older and able to swim 50 metres; under-16s need an adult on the bank or on another board.
- Babies are welcome on the day boats and the launch from 6 months; we lend infant life jackets (up to 15 kg) free of charge.
- Everyone must wear a life jacket on rowing boats, canoes and paddleboards. On the day boats and the launch, children under 14 must wear one at all times; adults are strongly encouraged to.

## Dogs

Well-behaved dogs are welcome on the rowing boats, day boats and launch — up to 2 dogs per boat, no extra charge. Dogs aren't allowed on paddleboards or in canoes. Please bring a towel; a cleaning fee of £30 applies if the boat needs valeting afterwards.

## Booking, deposits and cancellations

Book online or call us on 01353 660 214. A payment of 50% secures your boat; the rest is paid on arrival. Walk-ups are welcome when boats are free, but in July and August we advise booking at least a week ahead for weekends.

Security deposit: the day boats and the launch need a refundable damage deposit of £100, taken by card on arrival and released when the boat comes back undamaged.

Cancellation policy:

- More than 72 hours before your slot: full refund.
- 24 to 72 hours before: we'll move your booking to another date, but there is no refund.
- Less than 24 hours or no-show: your 50% payment is kept.

Weather: if the Environment Agency puts a strong-stream warning on the river, or we close the river for safety (high winds, lightning), we refund in full or rebook you free of charge. Rain alone is not a reason to cancel — the Heron has a canopy!

## On board

Picnics, drinks and soft-soled shoes are welcome. No glass on the paddleboards and canoes, please. Passengers may enjoy a drink, but the skipper must not drink alcohol — the same rules as driving apply. There are no toilets on board; the nearest are at the boatyard and at the Cutter Inn.

### Picnic hampers

Order a hamper at least 48 hours ahead. The Riverside hamper (sandwiches, scones, cake and lemonade) is £18 per person; the Cream Tea for Two is £22.

## Where to go

Heading upstream you pass the cathedral views and reach the Cutter Inn, with its own visitor moorings, in about 40 minutes on an electric boat. Downstream is quieter, with water meadows, herons and the odd otter. Please keep to the speed limit of 4 mph and do not go beyond Popes Corner — our boats aren't insured past it.

## Getting here

Address: Willowbank Boatyard, 3 Waterside, Ely CB7 4AU
Parking: pay-and-display car park on Ship Lane, 3 minutes' walk (£4 per day)
Train: Ely station is a 10-minute walk
Accessibility: step-free jetty; the Heron has a ramp for wheelchair users — mention it when booking

## Gift vouchers

Vouchers can be bought for any amount from £20 and are valid for 12 months.

## Groups and parties

Hen and stag parties are welcome on the day boats and the launch, with one sober skipper per boat. For groups of more than 30 people, please call us to arrange a staggered start.`,
    faqs: [
      {
        question: 'Do I need experience to drive a boat?',
        answer:
          'No. Every skipper gets a 10-minute safety briefing before setting off, and our boats are easy to handle.',
      },
      {
        question: 'What if it rains?',
        answer:
          'Rain alone is not a reason to cancel. If we close the river for safety, we refund in full or rebook you free of charge.',
      },
    ],
  },
  {
    clientName: 'Inés Carvalho',
    businessName: 'Babel House Languages',
    domain: LANGS,
    plan: 'Premium',
    industry: 'Other',
    email: 'hello@babelhouselanguages.com',
    phone: '(503) 555-0148',
    notes: 'Language school in Portland, Oregon: group courses, private lessons, kids, exam prep.',
    welcomeMessage: '¡Hola! Bonjour! Ask me about our courses, levels and fees.',
    themeColor: '#b45309',
    aiContent: `# Babel House Languages — learn a language with real people

Small classes, native-speaking teachers, right in the Pearl District of Portland, Oregon. Since 2009 we've helped more than 6,000 adults and kids speak Spanish, French, Italian, German, Japanese and Mandarin.

## Ways to learn

### Group courses
Eight-week courses meeting once a week for 2 hours (16 hours in total). Classes are capped at 8 students, so everyone gets to talk. Levels run from Absolute Beginner (A1) to Advanced (C1).

### Private lessons
One-to-one with a teacher, in person or online, at a time that suits you. Sold in packs.

### Semi-private lessons
Bring a friend or partner: two learners at the same level, one teacher.

### Kids' Club
Saturday morning Spanish and French for ages 6 to 11, 10:00–11:30am. Songs, games and stories; no homework.

### Exam preparation
We prepare students for DELE (Spanish), DELF/DALF (French), JLPT (Japanese) and HSK (Mandarin). Please note we are not an exam centre: you sit the exam itself at an official test center, and we'll tell you where.

### Corporate training
Lessons for teams at your office or online. Ask us for a quote.

## Fees (2026)

| Course | Price |
|---|---|
| Group course (8 weeks, 16 hours) | $320 |
| Kids' Club (10 Saturdays) | $260 |
| Private lessons — pack of 5 × 60 min | $375 |
| Private lessons — pack of 10 × 60 min | $700 |
| Semi-private — pack of 5 × 60 min (price for the pair) | $475 |
| Course book | included in group courses |

Discounts:

- 10% off for full-time students and teachers (bring your ID)
- Siblings in Kids' Club: $210 for the second child
- Returning group students: $20 off when you re-enroll for the next level within two weeks of finishing

Payment: by card online or at the front desk. Group course fees can be paid in two installments: half at registration, half by week 4.

## Term dates 2026

- Winter term: January 12 – March 6
- Spring term: March 30 – May 22
- Summer intensive: June 22 – July 17 (4 weeks, three evenings a week)
- Fall term: September 14 – November 6

Registration closes the Friday before a term starts, or earlier when the class is full.

## Which level am I?

Take our free placement test online (about 20 minutes), followed by a 10-minute chat with a teacher. Never studied the language before? Just sign up for A1 — no test needed.

## Class times

Group classes run on weekday evenings:

- Mondays & Wednesdays: 6:00–8:00pm
- Tuesdays & Thursdays: 6:30–8:30pm
- Saturday daytime classes: 1:00–3:00pm (Spanish and French only)

## Policies

Missed classes: group classes can't be made up, but you get the class notes and homework by email, and you may sit in on the same level on another night if there's a free seat.

Private lesson cancellations: give us at least 24 hours' notice and the lesson stays in your pack. Cancel later than that and the lesson counts as taken.

Refunds: full refund up to 7 days before the course starts. After that, and until the end of week 2, we refund 50% or give you a credit for a later term. No refunds after week 2.

Private lesson packs are valid for 6 months from purchase.

Minimum numbers: a group class needs at least 4 students to run. If it doesn't fill, we'll offer you another time, private lessons for the same amount, or your money back.

## Online

All private lessons and some group classes can be taken online over Zoom. Online group classes follow the same timetable, in Pacific Time.

## Certificates

Everyone who attends at least 80% of a group course receives a certificate of completion showing their CEFR level.

## Visit us

Address: 1120 NW Glisan Street, Suite 300, Portland, OR 97209
Front desk hours: Monday–Thursday 10am–8:30pm, Friday 10am–5pm, Saturday 9:30am–3pm, closed Sunday
Phone: (503) 555-0148
Email: hello@babelhouselanguages.com
Getting here: the NW 11th & Glisan streetcar stop is a block away; paid parking in the Glisan garage.`,
    faqs: [
      {
        question: 'Are your teachers native speakers?',
        answer: 'Yes, all our teachers are native speakers of the language they teach.',
      },
      {
        question: 'Do I need to buy a book?',
        answer: 'No, the course book is included in group courses.',
      },
    ],
  },
];

export const HELD_OUT_SET_13: HeldOutCase[] = [
  // Boat hire: answerable.
  { domain: BOATS, question: 'how much to rent a rowing boat for the whole day?', fact: '£90' },
  {
    domain: BOATS,
    question: 'Do I need a boating license to take one of the electric boats out?',
    fact: 'No licence',
  },
  { domain: BOATS, question: 'My son is 10, can he go on a paddle board?', fact: '12 or older' },
  {
    domain: BOATS,
    question: "We're 9 people, is there a boat that takes all of us together?",
    fact: 'Lady Alice',
  },
  {
    domain: BOATS,
    question: 'can we bring our dogs along? we have two labradors',
    fact: 'up to 2 dogs per boat',
  },
  { domain: BOATS, question: 'what time do you shut on sundays', fact: '6:30pm' },
  {
    domain: BOATS,
    question: 'Are you open in December? Thinking of a Christmas trip',
    fact: '1 April to 31 October',
  },
  {
    domain: BOATS,
    question: 'What happens if we bring the boat back a bit late?',
    fact: '£15 per 15 minutes',
  },
  { domain: BOATS, question: 'Is there a deposit in case we damage the boat?', fact: '£100' },
  {
    domain: BOATS,
    question: 'If I cancel two days before, do I get my money back?',
    fact: 'another date',
  },
  {
    domain: BOATS,
    question: 'Can the person driving the boat have a couple of beers?',
    fact: 'must not drink',
  },
  { domain: BOATS, question: 'Where can I leave my car?', fact: 'Ship Lane' },
  { domain: BOATS, question: 'is there a loo on the boat', fact: 'no toilets on board' },
  { domain: BOATS, question: 'How long does it take to get to the pub upriver?', fact: '40 minutes' },
  { domain: BOATS, question: 'whats the price of a canoe for 2 hrs', fact: '£35' },
  { domain: BOATS, question: 'How much is a picnic basket for two with scones?', fact: '£22' },
  { domain: BOATS, question: 'Any discount if we go on a Tuesday?', fact: '20% off' },
  {
    domain: BOATS,
    question:
      'Can I bring my 8 month old on the electric boat, and do you have a lifejacket small enough for her?',
    fact: 'infant life jackets',
  },
  { domain: BOATS, question: 'My dad uses a wheelchair, can he get on a boat?', fact: 'ramp' },
  { domain: BOATS, question: 'Do gift vouchers expire?', fact: '12 months' },
  // Boat hire: not in the knowledge.
  { domain: BOATS, question: 'Can we fish from the boats, and do you rent rods?', fact: null },
  { domain: BOATS, question: 'Can we keep the boat overnight and sleep on board?', fact: null },
  { domain: BOATS, question: 'do you rent wetsuits', fact: null },
  { domain: BOATS, question: 'Is there a café or snack kiosk at the boatyard?', fact: null },
  { domain: BOATS, question: 'Do you give a discount to pensioners or students?', fact: null },
  { domain: BOATS, question: 'Is it ok to swim off the boat?', fact: null },
  { domain: BOATS, question: 'How deep is the river next to the jetty?', fact: null },
  { domain: BOATS, question: 'Are there EV charging points in the car park?', fact: null },
  { domain: BOATS, question: 'Are there lockers where we can leave our bags?', fact: null },
  { domain: BOATS, question: 'Do you run paddleboard lessons for beginners?', fact: null },
  // Language school: answerable.
  { domain: LANGS, question: 'how much does a beginner spanish group course cost?', fact: '$320' },
  { domain: LANGS, question: 'How many people are in each class?', fact: '8 students' },
  { domain: LANGS, question: 'What languages can I study with you?', fact: 'Italian' },
  { domain: LANGS, question: 'my daughter is 9, do you have anything for kids her age?', fact: '6 to 11' },
  { domain: LANGS, question: 'I work weekdays, are there any adult classes on the weekend?', fact: '1:00' },
  { domain: LANGS, question: 'Do you have a payment plan for the group course?', fact: 'two installments' },
  { domain: LANGS, question: "I'm a college student, any discount?", fact: '10% off' },
  { domain: LANGS, question: 'how do i figure out what level to sign up for', fact: 'placement test' },
  { domain: LANGS, question: 'If I miss a class can I make it up later?', fact: "can't be made up" },
  { domain: LANGS, question: 'When do autumn classes begin?', fact: 'September 14' },
  {
    domain: LANGS,
    question: "It's 8pm now and I can't make my private lesson at 10am tomorrow. Will I lose it?",
    fact: 'counts as taken',
  },
  { domain: LANGS, question: 'Do prepaid private lessons expire?', fact: '6 months' },
  { domain: LANGS, question: 'can i get a refund if I drop out after the first week?', fact: '50%' },
  { domain: LANGS, question: 'I live in Seattle, can I still take classes with you?', fact: 'Zoom' },
  { domain: LANGS, question: 'Do you give a diploma at the end of the course?', fact: '80%' },
  { domain: LANGS, question: 'whats your address', fact: '1120 NW Glisan Street' },
  { domain: LANGS, question: 'Is the front desk open on Sundays?', fact: 'closed Sunday' },
  {
    domain: LANGS,
    question: 'Can you help me get ready for the DELF, and can I take the actual exam at your school?',
    fact: 'not an exam centre',
  },
  {
    domain: LANGS,
    question: 'My husband and I want to learn together with one teacher, how much is that?',
    fact: '$475',
  },
  {
    domain: LANGS,
    question: 'What happens if too few people sign up for my class?',
    fact: 'at least 4 students',
  },
  // Language school: not in the knowledge.
  { domain: LANGS, question: 'Can you help international students with a visa?', fact: null },
  { domain: LANGS, question: 'What teaching qualifications do your teachers have?', fact: null },
  { domain: LANGS, question: 'Do you also translate documents?', fact: null },
  { domain: LANGS, question: 'Is there a senior discount?', fact: null },
  { domain: LANGS, question: 'Can I buy a gift card for a friend?', fact: null },
  { domain: LANGS, question: 'How much is the DELE exam fee?', fact: null },
  { domain: LANGS, question: 'Do you host conversation meetups or language exchange nights?', fact: null },
  { domain: LANGS, question: 'Can I try a class for free before signing up?', fact: null },
  { domain: LANGS, question: 'How much does parking in the Glisan garage cost?', fact: null },
  { domain: LANGS, question: 'Is the summer intensive more expensive than a regular term?', fact: null },
];
