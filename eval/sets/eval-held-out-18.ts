/**
 * Blind held-out set 18, written on 2026-11-24 (session 10) WITHOUT reading the answerer, the retrieval code
 * (server/domain/answering/, server/domain/chat/) or any earlier eval set's questions: only the client shape
 * (contract/clients.ts), the demo profiles' format (server/seed/demo-profiles.ts), the EvalProfile and
 * HeldOutCase type declarations of set 6, the header and imports of set 12 and the set registry in
 * scripts/eval-answers.ts were read (a grep for set 6's types also showed the first lines of its first
 * profile, none of its questions). Two new kinds of business (a tattoo studio, an escape room venue) whose
 * knowledge is written the way real small-business sites are: prose, headings, bullets, tables, hours and
 * "Key: value" lines. Each `fact` occurs verbatim (case-insensitively) in its business's knowledge and must
 * appear in a correct answer; `null` means the knowledge does not say, so the assistant must decline. Use it
 * to measure, never tune the answerer to its questions; once its misses have been studied, mark it spent and
 * write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const TATTOO = 'blackthorntattoo.co.uk';
const ESCAPE = 'clockworkvault.co.uk';

export const HELD_OUT_18_PROFILES: EvalProfile[] = [
  {
    clientName: 'Mara Quinlan',
    businessName: 'Blackthorn Tattoo Collective',
    domain: TATTOO,
    plan: 'Premium',
    industry: 'Other',
    email: 'studio@blackthorntattoo.co.uk',
    phone: '01632 960 271',
    notes: 'Eval profile: a private, appointment-led tattoo studio with four resident artists.',
    welcomeMessage: 'Hi! Ask me about booking, deposits, prices, our artists or aftercare.',
    themeColor: '#1f2937',
    aiContent: `Blackthorn Tattoo Collective is a private, appointment-led tattoo studio at 14 Tanner's Row, Weyford, opened in 2016 by Mara Quinlan. Four resident artists work here full time, and most months we host a guest artist from elsewhere in the UK or Europe. We do custom work and flash. We don't do piercings or laser removal.

## Opening hours
- Tuesday to Saturday: 11am - 7pm
- Sunday and Monday: closed
- Walk-ins: Saturdays from 12pm, flash designs only, first come first served

The phone is only answered during opening hours. The quickest way to reach us is the enquiry form on this website or email.

## Our artists

| Artist | Styles | Usually booked ahead |
|---|---|---|
| Mara Quinlan | Fine line, botanical, single needle | 6-8 weeks |
| Dev Okafor | Neo-traditional, bold colour | 3-4 months |
| Saoirse Lund | Blackwork, dotwork, ornamental | 4-6 weeks |
| Tomasz Reid | Realism, black and grey portraits | Books open quarterly |

Tomasz opens his books four times a year (January, April, July and October). Join our mailing list to hear first when they open.

## Prices
Minimum charge: £60
Hourly rate: £110 per hour
Full day session (up to 6 hours of tattooing): £550
Flash: priced per design, from £60
Touch-ups: free within 3 months of your session, then charged at the hourly rate

Every tattoo is quoted individually once we've seen your idea, the size and the placement. The price we quote is the price you pay, and we don't charge for drawing time. Larger projects such as sleeves and back pieces are paid for session by session.

## Booking and deposits
Fill in the enquiry form with your idea, the placement, a rough size in centimetres and any reference images. We reply within 3 working days. To secure a date we take a £50 deposit per appointment, which comes off the price of your final session.

- Deposits are non-refundable.
- You can move your appointment once, free, with at least 72 hours' notice. With less notice the deposit is lost and a new one is needed to rebook.
- If you don't turn up, the deposit is kept.
- A deposit is held for 6 months, after which it expires.

Cover-ups and reworks always start with a free 15-minute consultation, in the studio or by video call, so your artist can see what they are working with.

## Age and ID
You must be 18 or over to be tattooed. This is the law in the UK and we make no exceptions, even with a parent's consent. Everyone is asked for photo ID on the day: a passport, a photo driving licence or a PASS card. No ID, no tattoo.

## Before your appointment
- Eat a proper meal beforehand, and bring a drink and a snack for longer sessions.
- No alcohol for 24 hours before your session. We won't tattoo anyone who is drunk or hungover.
- Wear loose, comfortable clothes that give easy access to the area.
- Numbing cream is allowed, but tell your artist when you book. We don't supply it.
- We can't tattoo over sunburn, broken skin, or scars less than 12 months old.
- We don't tattoo anyone who is pregnant or breastfeeding.

You're welcome to bring one friend along for support. For space and hygiene reasons, children aren't allowed in the studio, even as guests.

## Aftercare
Most tattoos leave the studio under a clear adhesive film (second skin), which you keep on for 3 to 5 days. After taking it off, wash gently with unscented soap and apply a thin layer of balm twice a day. Our aftercare balm is £8 a tin at the front desk.

For 2 weeks, stay out of swimming pools, the sea, baths, saunas and sunbeds. Most tattoos heal on the surface in 2 to 4 weeks and are fully settled after about 3 months. If anything looks wrong while it heals, email a photo to the studio and your artist will get back to you.

## Payment and gift vouchers
We take cash and card (Visa, Mastercard, Apple Pay and Google Pay). We don't take American Express or cheques.

Gift vouchers are available in any amount from £50. They are valid for 12 months and can be put towards a deposit.

## Finding us
Address: 14 Tanner's Row, Weyford, WY2 4HT
Phone: 01632 960 271
Email: studio@blackthorntattoo.co.uk
Instagram: @blackthorntattoo

The studio is on the first floor above Pearl's Records. There is no lift, sorry, but the stairs have a handrail on both sides. The nearest parking is the Mill Lane pay and display car park, a 2-minute walk away.`,
    faqs: [
      {
        question: 'Does it hurt?',
        answer:
          'Everyone feels it differently. Ribs, feet and the inner arm tend to be the most sensitive spots. Your artist will stop for a break whenever you need one.',
      },
      {
        question: 'Can you copy a tattoo I found online?',
        answer:
          "We don't copy another artist's custom work. Bring it along as a reference and your artist will draw something original for you.",
      },
      {
        question: 'When will I see my design?',
        answer:
          'Your artist finishes the drawing in the days before your appointment and shows it to you on the day, with time to make changes before we start.',
      },
    ],
  },
  {
    clientName: 'Imogen Hale',
    businessName: 'The Clockwork Vault',
    domain: ESCAPE,
    plan: 'Premium',
    industry: 'Other',
    email: 'hello@clockworkvault.co.uk',
    phone: '01632 960 548',
    notes: 'Eval profile: an escape room venue with four themed rooms, parties and team building.',
    welcomeMessage: 'Welcome to The Clockwork Vault! Ask me about our rooms, prices, ages or bookings.',
    themeColor: '#92400e',
    aiContent: `The Clockwork Vault is an independent escape room venue in Ashcombe with four handmade rooms, built by a former theatre set designer and an engineer. You and your group are shut in a themed room with a story to uncover and a chain of puzzles to solve before the clock runs out. No special knowledge is needed: teamwork, sharp eyes and a bit of lateral thinking are what count.

## Our rooms

| Room | Players | Game time | Difficulty | Minimum age |
|---|---|---|---|---|
| The Toymaker's Attic | 2-6 | 45 minutes | Easy | 7 |
| The Alchemist's Study | 2-5 | 60 minutes | Medium | 10 |
| The Hartley & Sons Bank Heist | 3-6 | 60 minutes | Hard | 14 |
| Ward 9 | 3-6 | 75 minutes | Very hard | 16 |

The Toymaker's Attic is our family room and the best choice for first-timers. The Alchemist's Study has an escape rate of about 40%. The Bank Heist splits your team between two rooms for the first 20 minutes, so you'll have to talk to each other through a pipe. Ward 9 is a horror room with a live actor, low light and loud sound effects. It is not for the faint-hearted.

## Prices
Prices are per group, not per person, and cover the whole game.

| Group size | Price |
|---|---|
| 2 players | £50 |
| 3 players | £66 |
| 4 players | £80 |
| 5 players | £90 |
| 6 players | £102 |

Peak times (Friday after 5pm, Saturday and Sunday) add £10 per booking. Students get 10% off Monday to Thursday with a valid student card shown on arrival.

## Opening hours
Monday to Thursday: 12pm - 9pm (last game starts at 8pm)
Friday: 12pm - 11pm (last game starts at 10pm)
Saturday: 10am - 11pm
Sunday: 10am - 7pm
Closed: 25 and 26 December

## Children
Players under 16 must have an adult (18 or over) playing in the room with them, with at least one adult for every four under-16s. Minimum ages apply to everyone in the group, babies and toddlers included, because the rooms contain small parts and some climbing. Ward 9 is strictly 16+ and we may ask for ID.

## Booking, changes and cancellations
Book online. Games are paid in full when you book.
- Cancel up to 48 hours before your game for a full refund.
- Inside 48 hours we can't refund, but you can move your booking to another date once, free of charge.
- No-shows are not refunded.
- You can change the number of players up to the day itself and we'll adjust the price.

Please arrive 15 minutes before your start time for the safety briefing. If you're running late, give us a call. Games can't run past their slot because the next group is booked in, so if you arrive more than 15 minutes late your game will be shortened.

## During your game
Your games master watches the room on camera and sends clues to a screen on the wall. Hints are free and unlimited: ring the bell whenever you want one. The doors are never truly locked, and there is a green emergency button by every exit. Phones, bags and coats go in free lockers in the lounge, and phones are not allowed in the rooms. After the game we take a group photo with props and email it to you the same day.

## Accessibility
Everything is on the ground floor. The Toymaker's Attic and The Alchemist's Study are wheelchair accessible. The Bank Heist includes a short crawl through a tunnel, and Ward 9 uses flashing and strobe lights, so it is not suitable for anyone with photosensitive epilepsy. There is an accessible toilet in the lounge.

## Parties and team building
Birthday parties: the Toymaker's party package is £150 for up to 6 children and includes the game plus 45 minutes in our party room afterwards. You're welcome to bring your own food and a cake.

Team building: for groups of 7 to 24 we run rooms side by side, from £25 per person, with a debrief and a leaderboard at the end. Email events@clockworkvault.co.uk for a quote.

## Good to know
- We don't serve alcohol, and we can't let anyone play who has been drinking.
- Drinks and snacks are available from the vending machines in the lounge.
- Free customer parking at the rear: 12 spaces. Ashcombe railway station is an 8-minute walk.
- Gift vouchers can be bought in any amount from £20 and are valid for 12 months.

Address: Unit 3, Brickfield Yard, Ashcombe, AS4 7QP
Phone: 01632 960 548
Email: hello@clockworkvault.co.uk`,
    faqs: [
      {
        question: 'What should we wear?',
        answer:
          'Comfortable clothes and flat shoes. Some rooms involve kneeling, crouching and a little climbing.',
      },
      {
        question: "What happens if we don't escape in time?",
        answer:
          'Your games master comes in and walks you through the puzzles you had left, so you still get to see the ending.',
      },
      {
        question: 'Will we be playing with strangers?',
        answer: 'No. Every booking is private, so you will only ever play with your own group.',
      },
    ],
  },
];

export const HELD_OUT_SET_18: HeldOutCase[] = [
  // Tattoo studio: answerable.
  { domain: TATTOO, question: 'how much do you charge an hour?', fact: '£110 per hour' },
  { domain: TATTOO, question: "What's the least I'd pay for a really small tattoo?", fact: '£60' },
  {
    domain: TATTOO,
    question: "I'm 17 but my mum is happy to sign a consent form, can you do my tattoo?",
    fact: '18 or over',
  },
  { domain: TATTOO, question: 'Can I just turn up without booking?', fact: 'Saturdays from 12pm' },
  {
    domain: TATTOO,
    question: 'Which of your artists would do a black and grey portrait of my late dog?',
    fact: 'Tomasz Reid',
  },
  { domain: TATTOO, question: 'how far ahead is Dev booked up?', fact: '3-4 months' },
  {
    domain: TATTOO,
    question: 'How much is the deposit, and do I get it back if I cancel?',
    fact: 'non-refundable',
  },
  {
    domain: TATTOO,
    question: 'My appointment is the day after tomorrow and I need to push it back. Will I lose my deposit?',
    fact: '72 hours',
  },
  { domain: TATTOO, question: 'what identification should I bring on the day', fact: 'passport' },
  {
    domain: TATTOO,
    question: 'Can I have a couple of pints the night before to settle my nerves?',
    fact: '24 hours',
  },
  { domain: TATTOO, question: 'are u open mondays', fact: 'Sunday and Monday' },
  { domain: TATTOO, question: 'Am I allowed to put anesthetic cream on first?', fact: 'tell your artist' },
  {
    domain: TATTOO,
    question: 'How long do I leave the clear plastic wrap on after?',
    fact: '3 to 5 days',
  },
  { domain: TATTOO, question: 'when can I go swimming after getting inked?', fact: '2 weeks' },
  { domain: TATTOO, question: 'Do you accept Amex?', fact: 'American Express' },
  {
    domain: TATTOO,
    question: 'I use a wheelchair - is the studio step-free or is there an elevator?',
    fact: 'no lift',
  },
  { domain: TATTOO, question: 'Where can I leave my car?', fact: 'Mill Lane' },
  {
    domain: TATTOO,
    question: 'My tattoo from 2 months ago has a patchy bit, do I have to pay to get it fixed?',
    fact: '3 months',
  },
  {
    domain: TATTOO,
    question: 'Is it ok if my 10 year old sits with me while I get tattooed?',
    fact: "children aren't allowed",
  },
  {
    domain: TATTOO,
    question: 'I want to cover an old tattoo I hate. How do I get started and is there a charge for that?',
    fact: '15-minute consultation',
  },
  // Tattoo studio: the knowledge does not say.
  { domain: TATTOO, question: 'Are your inks vegan?', fact: null },
  { domain: TATTOO, question: 'Do you do a student discount?', fact: null },
  { domain: TATTOO, question: 'Are you open on bank holiday Mondays?', fact: null },
  { domain: TATTOO, question: "What's Mara's personal Instagram?", fact: null },
  { domain: TATTOO, question: 'Can I spread the cost with Klarna?', fact: null },
  { domain: TATTOO, question: 'Could you post me a tin of the aftercare balm?', fact: null },
  { domain: TATTOO, question: 'Do you do microblading or cosmetic eyebrow tattoos?', fact: null },
  { domain: TATTOO, question: 'Is there a cancellation list I can go on for an earlier slot?', fact: null },
  { domain: TATTOO, question: 'Can I bring my dog to my appointment?', fact: null },
  { domain: TATTOO, question: 'Will you tattoo hands, necks or faces?', fact: null },
  // Escape rooms: answerable.
  { domain: ESCAPE, question: 'how much is it for 4 of us?', fact: '£80' },
  {
    domain: ESCAPE,
    question: "We're a family with a 9 year old, which room could we all do?",
    fact: "Toymaker's Attic",
  },
  { domain: ESCAPE, question: 'my son is 15, can he come to the horror room with us?', fact: '16' },
  { domain: ESCAPE, question: 'How long do you get in the bank heist?', fact: '60 minutes' },
  { domain: ESCAPE, question: 'Is it dearer at the weekend?', fact: '£10' },
  { domain: ESCAPE, question: 'any discount for uni students?', fact: '10%' },
  { domain: ESCAPE, question: "What's the latest slot we can get on a Friday night?", fact: '10pm' },
  {
    domain: ESCAPE,
    question: 'If we cancel 3 days before, do we get our money back?',
    fact: 'full refund',
  },
  { domain: ESCAPE, question: "what happens if we're running 20 mins late?", fact: 'shortened' },
  { domain: ESCAPE, question: 'Do you charge extra for clues?', fact: 'unlimited' },
  {
    domain: ESCAPE,
    question: 'I get claustrophobic. Are we really locked in, can we get out if we need to?',
    fact: 'emergency button',
  },
  {
    domain: ESCAPE,
    question: 'Can I keep my phone on me to take pictures inside?',
    fact: 'not allowed in the rooms',
  },
  {
    domain: ESCAPE,
    question: 'My friend uses a wheelchair. Which rooms can she play?',
    fact: "Alchemist's Study",
  },
  { domain: ESCAPE, question: 'I have epilepsy - is there a room I should avoid?', fact: 'Ward 9' },
  { domain: ESCAPE, question: 'How much for a kids birthday party?', fact: '£150' },
  {
    domain: ESCAPE,
    question: "We're an office team of 18, can you fit us all in and what does it cost?",
    fact: '£25 per person',
  },
  {
    domain: ESCAPE,
    question: 'Can we pop to the pub for a few drinks before our game?',
    fact: 'been drinking',
  },
  { domain: ESCAPE, question: 'There are 7 of us, can we all play together?', fact: 'side by side' },
  { domain: ESCAPE, question: 'Are you open on boxing day?', fact: '25 and 26 December' },
  { domain: ESCAPE, question: "It's only the two of us, are we able to do the bank heist?", fact: '3-6' },
  // Escape rooms: the knowledge does not say.
  { domain: ESCAPE, question: 'Can the game be played in Spanish?', fact: null },
  { domain: ESCAPE, question: 'Do you give a discount to NHS staff?', fact: null },
  { domain: ESCAPE, question: "What's the escape rate for the Toymaker's Attic?", fact: null },
  { domain: ESCAPE, question: 'Do you have a mobile escape room that can come to our office?', fact: null },
  { domain: ESCAPE, question: 'Are dogs allowed in the lounge?', fact: null },
  { domain: ESCAPE, question: 'Is there a bus stop near you?', fact: null },
  { domain: ESCAPE, question: 'Do you have baby changing facilities?', fact: null },
  { domain: ESCAPE, question: "Are you open on New Year's Day?", fact: null },
  { domain: ESCAPE, question: "What's the record time for Ward 9?", fact: null },
  { domain: ESCAPE, question: 'Do you sell t-shirts or other merchandise?', fact: null },
];
