/**
 * Blind held-out set 9, written on 2026-11-24 WITHOUT reading the answerer, the retrieval code or any
 * earlier eval set: only the client shape (contract/clients.ts) and the demo profiles' format
 * (server/seed/demo-profiles.ts) were read. Two new kinds of business (a self-storage facility, a
 * community music school) whose knowledge is written the way real small-business sites are: prose,
 * headings, bullets, tables and "Key: value" lines. Each `fact` occurs verbatim in its business's
 * knowledge and must appear in a correct answer; `null` means the knowledge does not say, so the assistant
 * must decline. Use it to measure, never tune the answerer to its questions; once its misses have been
 * studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const STORAGE = 'boxhaven-tacoma.com';
const MUSIC = 'maplestreetmusic.ca';

export const HELD_OUT_9_PROFILES: EvalProfile[] = [
  {
    clientName: 'Renee Castillo',
    businessName: 'BoxHaven Self Storage',
    domain: STORAGE,
    plan: 'Premium',
    industry: 'Other',
    timeZone: 'America/Los_Angeles',
    email: 'office@boxhaven-tacoma.com',
    phone: '(253) 555-0148',
    notes: 'Blind eval profile: a self-storage facility in Tacoma, Washington.',
    welcomeMessage: 'Welcome to BoxHaven! Ask me about unit sizes, prices, access hours or moving in.',
    themeColor: '#1d4ed8',
    aiContent: `# BoxHaven Self Storage – Tacoma, WA

BoxHaven is a locally owned self-storage facility at 4410 South Union Avenue in Tacoma, with 420 units on a fenced, gated site. Whether you are moving house, decluttering, storing stock for your business or parking a boat for the winter, we have a space that fits. All rentals are month-to-month.

## Unit sizes and prices

| Unit | Size | Fits roughly | Monthly rate |
|---|---|---|---|
| Locker | 3x4 | a few boxes and suitcases | $39 |
| Small | 5x5 | the contents of a closet | $62 |
| Medium | 5x10 | a studio apartment | $98 |
| Large | 10x10 | a two-bedroom apartment | $159 |
| Extra large | 10x20 | a three- or four-bedroom house | $249 |
| Outdoor vehicle parking | spaces up to 25 ft long | cars, boats, trailers, RVs | $110 |

Climate control is available on 5x5, 5x10 and 10x10 units for an extra $20 a month. Climate-controlled units are kept between 55°F and 80°F all year round.

**Move-in special:** new customers get 50% off the first 2 months on any Medium or Large unit.

## Hours

Gate access: 6am – 10pm, 7 days a week, using your personal gate code.

Office hours:
- Monday to Friday: 9am – 6pm
- Saturday: 9am – 4pm
- Sunday: closed

## Renting a unit

You can reserve online or at the office. To move in you will need a government-issued photo ID and a payment card.

- Admin fee: a one-time $25 admin fee when you first rent. There is no security deposit.
- Locks: every unit must be secured with a disc lock. We sell them at the office for $16.
- Protection: your goods must be covered, either by your own homeowner's or renter's insurance or by our protection plan. The plan costs $12 a month for $2,000 of coverage or $19 a month for $5,000 of coverage.

## Payments

Rent is due on the 1st of every month. If it has not been paid by the 6th, a $20 late fee is added. Accounts more than 30 days overdue have their gate code suspended until the balance is paid. After 60 days we begin the lien sale process under Washington law.

## Moving out

Please give us at least 10 days' notice before you move out. We do not prorate the last month, and the unit must be left empty and broom-clean.

## Free moving truck

Rent a 10x10 or larger unit and use our 16-ft moving truck for free on move-in day: up to 3 hours and 15 miles. Drivers must be 25 or older with a valid license.

## Boxes and supplies

| Item | Price |
|---|---|
| Small box | $2.50 |
| Medium box | $3.50 |
| Large box | $4.50 |
| Wardrobe box | $14 |
| Packing tape | $5 |
| Mattress bag | $9 |

Carts and dollies are free to use, and there is a covered loading bay next to the office.

## What you can't store

- Food or anything perishable
- Flammable liquids, gasoline, propane tanks or other hazardous materials
- Firearms, ammunition or explosives
- Plants or animals
- Stolen goods

Units may not be used as a living space or workshop. Vehicles in outdoor parking must be registered, insured and in running condition.

## Security

The site is covered by 24-hour video recording, the gate logs every code used, and our manager lives on site.`,
    faqs: [
      {
        question: 'Do I have to sign a long-term contract?',
        answer:
          'No. Every rental is month-to-month, so you can stay as long or as short as you like, as long as you give 10 days\u2019 notice before moving out.',
      },
      {
        question: 'Can someone else get into my unit?',
        answer:
          'Yes. Add them to your account as an authorized user at the office. They will get their own gate code, and you can remove them at any time.',
      },
      {
        question: 'What size unit do I need?',
        answer:
          'As a rule of thumb, a 5x10 holds a studio apartment, a 10x10 a two-bedroom apartment and a 10x20 a three- or four-bedroom house. Our office team is happy to help you choose.',
      },
      {
        question: 'Can you accept deliveries for my business?',
        answer:
          'Yes. Business tenants can have parcels delivered to the office Monday to Friday during office hours, and we will hold them for up to 5 days.',
      },
    ],
  },
  {
    clientName: 'Helen Vasquez-Moore',
    businessName: 'Maple Street Music School',
    domain: MUSIC,
    plan: 'Premium',
    industry: 'Other',
    timeZone: 'America/Toronto',
    email: 'info@maplestreetmusic.ca',
    phone: '(519) 555-0192',
    notes: 'Blind eval profile: a community music school in Guelph, Ontario.',
    welcomeMessage: 'Hi there! Ask me about lessons, group classes, ages, prices or booking a trial lesson.',
    themeColor: '#9333ea',
    aiContent: `# Maple Street Music School

Maple Street Music School has taught music in downtown Guelph since 2009. Our 14 teachers give private lessons and group classes for children, teens and adults, from complete beginners to students preparing for Royal Conservatory of Music (RCM) exams.

## What we teach

- Piano
- Guitar (acoustic and electric) and bass guitar
- Violin
- Cello
- Voice
- Drums
- Ukulele

Starting ages for private lessons: piano, guitar, violin and ukulele from 6 years old; drums from 8 years old; voice from 9 years old. There is no upper age limit, and about a third of our students are adults.

## Private lessons

Lessons are held once a week. A term is 15 lessons.

| Lesson length | Per lesson | Full term (15 lessons) |
|---|---|---|
| 30 minutes | $34 | $480 |
| 45 minutes | $48 | $690 |
| 60 minutes | $62 | $900 |

We recommend 30-minute lessons for beginners under 10 and 60-minute lessons for students working on RCM Level 7 and above.

Online lessons over Zoom are available for piano, guitar and voice only.

## Group classes

- **Little Keys** – a first piano class for ages 4 to 6, up to 6 children per class, 45 minutes a week. $210 for a 10-week term.
- **Adult Beginner Guitar** – up to 8 students, 60 minutes a week. $260 for 8 weeks. Bring your own acoustic guitar.
- **Rock Band Program** – for ages 11 to 17. Students are placed in bands of 4 or 5 and rehearse for 90 minutes a week with a coach. $340 per term.

## Summer Music Camp

Our day camp runs July 6 to July 10, 9am to 3pm, for ages 7 to 12. Campers try four instruments, write a song together and perform on the Friday afternoon. Cost: $325 per child, snacks included (bring a packed lunch).

## Fees and payment

Registration fee: $30 per family per year.
Sibling discount: 10% off tuition for the second child and each additional child.
Payment: by e-transfer or credit card, either in full at the start of term or in 3 monthly instalments.

Not sure yet? Book a 20-minute trial lesson with the teacher for $15. If you register, the $15 is credited to your first term.

## Missed lessons

If you let us know at least 24 hours before the lesson, you can have one make-up lesson per term. With less notice than that, the lesson is not made up or refunded. If your teacher has to cancel, we always offer a make-up lesson or a credit.

## Withdrawing

To leave part-way through a term, give us 30 days' written notice. Unused lessons after the notice period are refunded minus a $40 administration fee.

## Instrument rental and practice rooms

We rent violins in all sizes from $22 a month, and rental payments can go toward buying the instrument. Current students can book a practice room with a piano for $8 an hour.

## Recitals

Students perform in two recitals a year, in December and June. Taking part is optional and free, and families are welcome to come and watch.

## Opening hours

Monday to Thursday: 3pm – 9pm
Friday: 3pm – 7pm
Saturday: 9am – 3pm
Closed Sundays and statutory holidays.

Address: 62 Maple Street, Guelph, ON N1H 3K8. Free street parking on Maple Street and 6 spaces in our rear lot.`,
    faqs: [
      {
        question: 'Do I need a piano at home?',
        answer:
          'Yes, students need an instrument to practise on between lessons. For piano, an acoustic piano or a digital piano with 88 weighted keys is best; a small keyboard is fine for the first few months of Little Keys.',
      },
      {
        question: 'Can parents sit in on lessons?',
        answer:
          'Parents of students under 8 are welcome to sit in. For older students we ask parents to wait in the lobby so the student can focus.',
      },
      {
        question: 'How much should my child practise?',
        answer:
          'For beginners, 10 to 15 minutes a day, five days a week, is plenty. Your teacher will give a practice plan each week.',
      },
    ],
  },
];

export const HELD_OUT_SET_9: HeldOutCase[] = [
  // BoxHaven Self Storage: answerable
  { domain: STORAGE, question: "What's the smallest and cheapest unit you've got?", fact: '$39' },
  { domain: STORAGE, question: 'how much is your biggest unit per month', fact: '$249' },
  {
    domain: STORAGE,
    question: "We're clearing out a 2 bed apartment, what size would we need and what does it cost?",
    fact: '$159',
  },
  { domain: STORAGE, question: 'can I get into my unit at 11 at night?', fact: '10pm' },
  { domain: STORAGE, question: 'Is the office open Sundays?', fact: 'closed' },
  { domain: STORAGE, question: 'do you sell insurance for my stuff? how much', fact: '$12' },
  { domain: STORAGE, question: 'How much extra is it for a climate controlled 5x10?', fact: '$20' },
  { domain: STORAGE, question: 'How cold do the temperature controlled units get in winter?', fact: '55' },
  { domain: STORAGE, question: 'when do you charge a late fee if I forget to pay rent?', fact: '6th' },
  { domain: STORAGE, question: 'Can I park my 22 foot boat with you? What does it cost?', fact: '$110' },
  {
    domain: STORAGE,
    question: "I'm renting a 5x10, do I get the free truck for moving in?",
    fact: '10x10',
  },
  { domain: STORAGE, question: 'how much notice do I need to give to move out', fact: '10 days' },
  { domain: STORAGE, question: 'Do you sell padlocks? What do they cost?', fact: '$16' },
  { domain: STORAGE, question: 'Is there a sign-up fee or a deposit?', fact: '$25' },
  { domain: STORAGE, question: 'how much are the boxes for hanging clothes', fact: '$14' },
  { domain: STORAGE, question: 'Do you have any move in promos right now?', fact: '50%' },
  {
    domain: STORAGE,
    question: 'If I fall behind on payments how long before I get locked out?',
    fact: '30 days',
  },
  { domain: STORAGE, question: 'can my husband access the unit as well as me', fact: 'authorized user' },
  { domain: STORAGE, question: 'Do I have to commit to a year?', fact: 'month-to-month' },
  { domain: STORAGE, question: 'How old do you have to be to drive the moving truck?', fact: '25' },
  // BoxHaven Self Storage: not in the knowledge
  { domain: STORAGE, question: 'Do you offer document shredding?', fact: null },
  { domain: STORAGE, question: 'Do any units have electrical outlets?', fact: null },
  { domain: STORAGE, question: 'is there a military discount', fact: null },
  { domain: STORAGE, question: 'How much is a 10x15 unit?', fact: null },
  { domain: STORAGE, question: 'Can I pay my rent in cash at the office?', fact: null },
  { domain: STORAGE, question: 'Do the climate controlled units control humidity too?', fact: null },
  { domain: STORAGE, question: 'Do you have another location in Seattle?', fact: null },
  { domain: STORAGE, question: 'are there drive up units where I can park right at the door?', fact: null },
  { domain: STORAGE, question: 'Can you pick up my things from my house and store them for me?', fact: null },
  { domain: STORAGE, question: 'What is the door height on the 10x20 units?', fact: null },

  // Maple Street Music School: answerable
  { domain: MUSIC, question: 'my son is 5, is he too young for piano?', fact: 'Little Keys' },
  {
    domain: MUSIC,
    question: 'My daughter is 7 and desperate to take singing lessons, can she start?',
    fact: '9 years',
  },
  { domain: MUSIC, question: 'how much is a half hour lesson', fact: '$34' },
  { domain: MUSIC, question: "What's your cheapest group class?", fact: '$210' },
  { domain: MUSIC, question: 'How much does a full term of hour-long lessons cost?', fact: '$900' },
  { domain: MUSIC, question: 'Can we try a lesson before we sign up for a whole term?', fact: '$15' },
  { domain: MUSIC, question: 'do you do a discount if I enroll both my kids', fact: '10%' },
  { domain: MUSIC, question: 'What time do you close on Fridays?', fact: '7pm' },
  {
    domain: MUSIC,
    question: 'My kid is sick and his lesson is in 3 hours. Will he get a make-up lesson?',
    fact: '24 hours',
  },
  { domain: MUSIC, question: 'Do you rent violins? how much', fact: '$22' },
  { domain: MUSIC, question: 'When are the student concerts?', fact: 'December' },
  {
    domain: MUSIC,
    question: 'My 15 year old plays bass and wants to be in a band, do you have anything?',
    fact: 'Rock Band',
  },
  { domain: MUSIC, question: 'how much is the summer camp', fact: '$325' },
  { domain: MUSIC, question: 'Is there a registration fee?', fact: '$30' },
  {
    domain: MUSIC,
    question: 'We need to stop lessons halfway through the term. How much notice, and do we get money back?',
    fact: '30 days',
  },
  {
    domain: MUSIC,
    question: 'Will a keyboard do or does my daughter need a proper piano for lessons?',
    fact: '88',
  },
  { domain: MUSIC, question: 'can i spread the tuition payments out', fact: '3 monthly' },
  { domain: MUSIC, question: 'How many kids are in the Little Keys class?', fact: '6 children' },
  { domain: MUSIC, question: 'Can I rent a room to practice piano in? Price?', fact: '$8' },
  { domain: MUSIC, question: 'what dates is the summer camp', fact: 'July 6' },
  // Maple Street Music School: not in the knowledge
  { domain: MUSIC, question: 'Do you teach saxophone?', fact: null },
  { domain: MUSIC, question: 'Do you offer music therapy for children with autism?', fact: null },
  { domain: MUSIC, question: 'Do you sell guitars?', fact: null },
  { domain: MUSIC, question: 'Can the teacher come to our house for lessons?', fact: null },
  { domain: MUSIC, question: 'Are your teachers police checked?', fact: null },
  { domain: MUSIC, question: 'are you hiring any guitar teachers?', fact: null },
  { domain: MUSIC, question: 'Is there a discount for seniors?', fact: null },
  { domain: MUSIC, question: 'How much does it cost to rent a cello?', fact: null },
  { domain: MUSIC, question: 'Is the building wheelchair accessible?', fact: null },
  { domain: MUSIC, question: 'When does the winter term start?', fact: null },
];
