/**
 * Blind held-out set 11, written on 2026-11-24 WITHOUT reading the answerer, the retrieval code or any
 * earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations, the header of set 10
 * and the set registry in scripts/eval-answers.ts were read. Two new kinds of business (an independent
 * optician with eye tests, glasses and contact lenses, a community pottery studio with classes and an open
 * studio membership) whose knowledge is written the way real small-business sites are: prose, headings,
 * bullets, tables, hours and "Key: value" lines. Each `fact` occurs verbatim in its business's knowledge
 * and must appear in a correct answer; `null` means the knowledge does not say, so the assistant must
 * decline. Use it to measure, never tune the answerer to its questions; once its misses have been
 * studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const EYES = 'fernhillopticians.co.uk';
const CLAY = 'clayhousestudio.com';

export const HELD_OUT_11_PROFILES: EvalProfile[] = [
  {
    clientName: 'Priya Wainwright',
    businessName: 'Fernhill Opticians',
    domain: EYES,
    plan: 'Premium',
    industry: 'Healthcare',
    timeZone: 'Europe/London',
    email: 'hello@fernhillopticians.co.uk',
    phone: '0113 496 0142',
    notes: 'Blind eval set 11: an independent family optician.',
    welcomeMessage: 'Hello from Fernhill Opticians! Ask me about eye tests, glasses or contact lenses.',
    themeColor: '#0f766e',
    aiContent: `# Fernhill Opticians

Fernhill Opticians is an independent, family-run optician on Fernhill Road in Bramley, Leeds. We have been testing eyes and fitting glasses here since 1998, and we look after patients of every age, from a child's first eye test to specialist scans for glaucoma and macular degeneration.

## Opening hours

| Day | Hours |
|---|---|
| Monday to Wednesday | 9:00am – 5:30pm |
| Thursday | 9:00am – 7:30pm |
| Friday | 9:00am – 5:30pm |
| Saturday | 9:00am – 4:00pm |
| Sunday and bank holidays | Closed |

The last eye examination of the day starts 45 minutes before we close. Collections and repairs can be done any time we are open, no appointment needed.

## Eye examinations

A thorough eye examination checks how well you see and the health of your eyes. It is the best way to pick up conditions such as glaucoma, cataracts and diabetic eye disease early.

- Standard eye examination: £30 (about 25 minutes)
- Extended examination with OCT scan: £65 (about 45 minutes)
- Children's eye examination: free on the NHS
- Dry eye assessment: £40

The OCT scan takes a 3D image of the layers at the back of the eye. We recommend it for anyone over 40 or with a family history of glaucoma.

### Free NHS sight tests

You are entitled to a free NHS sight test if you are:

- under 16, or 16 to 18 and in full-time education
- aged 60 or over
- diagnosed with diabetes or glaucoma, or aged 40 or over with a parent, brother, sister or child who has glaucoma
- receiving Income Support, Universal Credit (within the earnings limit) or Pension Credit Guarantee Credit

Please bring proof of your benefit or exemption to the appointment.

Most adults should have their eyes tested every two years. We recall children and anyone with diabetes every year. Children can have their first test from the age of 3, and they don't need to know their letters.

### Eye tests at home

If you can't leave home unaided because of a physical or mental illness or disability, our optometrist can visit you at home. Home visits cover addresses within 10 miles of the practice and take place on Tuesday and Friday mornings.

## Glasses

We stock over 900 frames, from budget-friendly styles to designer brands including Ray-Ban, Lindberg, Oliver Peoples, Tom Ford and our own Fernhill Collection.

- Frames: from £49 to £395
- Single vision lenses: included in the frame price
- Varifocal lenses: from £149 extra
- Thinner and lighter lenses (1.67 index): £60 extra
- Anti-reflection coating: £35
- Blue light filter: £25
- Photochromic lenses (darken in sunlight): £70

**Second pair half price:** buy any complete pair of glasses and get a second complete pair at half price. The discount applies to the cheaper pair.

Single vision glasses are usually ready in 7 to 10 days. Varifocals take up to 14 days. We'll send you a text as soon as they arrive.

### Repairs and adjustments

Adjustments, new nose pads and replacement screws are free, even if you didn't buy your glasses from us. Most are done while you wait. Frames we send away for soldering cost from £25 and take about two weeks.

## Contact lenses

New to contact lenses? A contact lens fitting costs £40 and includes a teaching session on putting in and taking out lenses, a free trial pair and a follow-up check within 2 weeks.

**Fernhill Lens Club** delivers your lenses to your door every three months, with all your aftercare included.

Daily disposables: from £18 per month
Monthly lenses: from £12 per month
Includes: aftercare appointments, a yearly eye examination and 10% off glasses
Cancel: any time, with one month's notice

Contact lens wearers need an aftercare check every 12 months so that we can keep supplying lenses safely.

## Our guarantees

- Varifocal adaptation guarantee: if you can't get used to your varifocals, we'll remake the lenses free of charge within 60 days of collection.
- Frames are guaranteed for 12 months against manufacturing faults.
- If your prescription changes within 3 months of your eye examination, we'll replace the lenses free.

## Paying

We accept cash, all major debit and credit cards, Apple Pay and Google Pay. NHS optical vouchers are taken off the price of your glasses. We also accept employer eye care vouchers for screen users.

## Find us

Address: 42 Fernhill Road, Bramley, Leeds LS13 2PQ
Phone: 0113 496 0142
Email: hello@fernhillopticians.co.uk
Parking: two free customer spaces behind the shop, plus 1-hour free parking on Fernhill Road
Access: step-free entrance and a ground-floor testing room

To book, call us, email us or use the booking button at the top of this page. If you can't make your appointment, please give us 24 hours' notice so we can offer the slot to someone else.`,
    faqs: [
      {
        question: 'Do I need an appointment to collect my glasses?',
        answer: 'No. Collections and repairs can be done any time we are open.',
      },
      {
        question: 'Can children have an eye test?',
        answer: "Yes, from the age of 3. Children's eye examinations are free on the NHS.",
      },
    ],
  },
  {
    clientName: 'Dana Whitlock',
    businessName: 'Clayhouse Studio',
    domain: CLAY,
    plan: 'Premium',
    industry: 'Other',
    timeZone: 'America/New_York',
    email: 'hello@clayhousestudio.com',
    phone: '(828) 555-0176',
    notes: 'Blind eval set 11: a community pottery studio with classes and memberships.',
    welcomeMessage: 'Hi! Ask me about pottery classes, open studio membership, parties or gift cards.',
    themeColor: '#b45309',
    aiContent: `# Clayhouse Studio

Clayhouse Studio is a community pottery studio in Asheville's River Arts District. We teach beginners to throw on the wheel and build by hand, and we give our members a friendly, well-equipped place to keep making. The studio has 14 Shimpo wheels, two electric kilns and a gas kiln that we fire about once a month.

## Classes and courses

No experience is needed for any of our beginner classes. Book online; spaces are limited so that everyone gets help from the teacher.

| Class | Schedule | Price | Class size |
|---|---|---|---|
| Intro to the Wheel | one evening, 2 hours | $65 | up to 8 |
| Six-Week Wheel Course | 6 weekly sessions, 2.5 hours each | $340 | up to 8 |
| Handbuilding Basics | 4 weekly sessions, 2 hours each | $210 | up to 10 |
| Date Night on the Wheel | Fridays, 7–9pm | $150 per couple | up to 6 couples |
| Kids Clay Club (ages 7–12) | Saturdays, 10–11:30am | $28 per session | up to 10 |

**What's included:** all clay, tools, aprons, glazes and firing. In Intro to the Wheel you keep your best 2 pieces; in the courses you can have up to 12 pieces glazed and fired.

**Ages:** wheel classes and courses are for ages 14 and up. Students aged 14 to 17 need a parent or guardian to sign the waiver, and under-16s must have an adult with them for Intro to the Wheel. Kids Clay Club is for ages 7 to 12, and parents can drop off.

**When can I take my pots home?** Pieces are dried, bisque fired, glazed and fired again, so allow about 3 weeks after your last session. We'll email you when your work is ready. Finished work is kept for 60 days; after that, unclaimed pieces go to the studio seconds shelf.

**Missed a session?** You can make up one missed session per course by joining another course's session at the same level, if there's room. Missed sessions are not refunded.

## Open studio membership

Membership is for potters who can already center and throw on their own, or who have finished our Six-Week Wheel Course. New members do a short studio orientation, free of charge.

Membership: $165 per month
Minimum term: 3 months, then month to month
Notice to cancel: 30 days
Includes: open studio access, a personal shelf, 25 lb of clay a month, studio glazes and firing of work made from studio clay
Extra clay: $38 per 25 lb bag
Outside clay: not allowed (our kilns fire to cone 6, and unknown clays can melt onto the kiln shelves)
Guest pass: members can bring a guest for $20 per visit, up to twice a month

Open studio hours: Tuesday to Friday 12pm–9pm, Saturday and Sunday 10am–6pm. The studio is closed on Mondays for cleaning and kiln loading.

Not ready to commit? A single open studio day pass costs $35 and includes 5 lb of clay and firing of up to 3 pieces. Day passes are for people who already have wheel experience.

## Private events

Birthday parties, bachelorette parties and team building: we host private groups in the evenings and on Sunday mornings.

- Group size: 6 to 20 people
- Price: $55 per person for a 2-hour handbuilding session, $70 per person for a wheel session (up to 12 people on the wheel)
- Book at least 3 weeks ahead; a 50% deposit holds your date
- Adult groups are welcome to bring your own food and drinks, including beer and wine

## Gift cards

Gift cards come in any amount from $25 and can be used for classes, memberships and the shop. They are sent by email straight away and are valid for 2 years.

## Studio policies

Cancellations: cancel at least 7 days before your class or course starts and we'll refund you in full. With less than 7 days' notice we'll give you studio credit, valid for 12 months. No-shows are not refunded.
What to wear: clothes that can get muddy and closed-toe shoes. Keep your nails short for the wheel and tie back long hair.
Studio cat: our studio cat, Bisque, wanders around the studio, so please tell us if you have allergies.
Accessibility: step-free entrance and an accessible restroom. One wheel has an adjustable-height seat and can be used from a wheelchair.
Parking: free lot behind the building; the entrance is on Depot Street.

## The shop

Our front shop sells mugs, bowls and planters made by members and teachers. Each sale is split 70% to the maker and 30% to the studio. The shop is open during open studio hours.

## Contact

Address: 212 Depot Street, Asheville, NC 28801
Phone: (828) 555-0176
Email: hello@clayhousestudio.com
We answer messages within one business day.`,
    faqs: [
      {
        question: 'Do I need any experience for the Six-Week Wheel Course?',
        answer:
          'No. All our beginner classes start from scratch, and all clay, tools and firing are included.',
      },
      {
        question: 'Can I buy a gift card?',
        answer:
          'Yes, in any amount from $25. Gift cards are sent by email and can be used for classes, memberships and the shop.',
      },
    ],
  },
];

export const HELD_OUT_SET_11: HeldOutCase[] = [
  // Optician: answerable.
  { domain: EYES, question: 'how much do you charge for an eye exam?', fact: '£30' },
  {
    domain: EYES,
    question: "What's the price of the test where you do a 3D scan of the retina?",
    fact: '£65',
  },
  { domain: EYES, question: "I'm 63 - do I have to pay for my sight test?", fact: '60 or over' },
  { domain: EYES, question: 'Are you open late any evening? I work till 6', fact: '7:30pm' },
  { domain: EYES, question: 'can i pop in on a sunday', fact: 'closed' },
  {
    domain: EYES,
    question: "My daughter is 4 and can't read yet, is she old enough for an eye test?",
    fact: 'age of 3',
  },
  { domain: EYES, question: 'How long will I wait for new glasses with varifocal lenses?', fact: '14 days' },
  { domain: EYES, question: 'how much more do varifocals cost?', fact: '£149' },
  { domain: EYES, question: 'If I buy two pairs of specs is there a deal?', fact: 'half price' },
  {
    domain: EYES,
    question:
      "My glasses keep slipping down my nose, I got them online, will you adjust them and what's the cost?",
    fact: 'free',
  },
  {
    domain: EYES,
    question: 'What does it cost to get started with contacts for the first time?',
    fact: '£40',
  },
  { domain: EYES, question: 'how often do I need a check-up if I wear contact lenses', fact: '12 months' },
  {
    domain: EYES,
    question: 'My mum is housebound, which days can the optometrist come to her house?',
    fact: 'Tuesday and Friday mornings',
  },
  { domain: EYES, question: 'can I pay with my phone?', fact: 'Apple Pay' },
  { domain: EYES, question: 'where is the shop and can I park there?', fact: '42 Fernhill Road' },
  { domain: EYES, question: "what's the cheapest pair of frames you've got", fact: '£49' },
  { domain: EYES, question: 'do you carry tom ford frames', fact: 'Tom Ford' },
  {
    domain: EYES,
    question: "It's been a month and I still can't get on with my new varifocals, can you do anything?",
    fact: '60 days',
  },
  {
    domain: EYES,
    question: 'whats the monthly cost for daily lenses on your subscription',
    fact: '£18 per month',
  },
  {
    domain: EYES,
    question: 'If my prescription changes two months after my test, do I pay for new lenses?',
    fact: '3 months',
  },

  // Pottery studio: answerable.
  { domain: CLAY, question: 'how much is a one-off taster session on the pottery wheel?', fact: '$65' },
  { domain: CLAY, question: 'My son is 13, can he sign up for the 6 week wheel course?', fact: '14 and up' },
  { domain: CLAY, question: 'how many students are in a handbuilding class?', fact: 'up to 10' },
  { domain: CLAY, question: 'When do I get my finished mugs back after the course ends?', fact: '3 weeks' },
  { domain: CLAY, question: 'whats the monthly fee to be a member', fact: '$165' },
  { domain: CLAY, question: 'Can I quit my membership after just one month?', fact: '3 months' },
  { domain: CLAY, question: 'Can I bring clay I bought from another supplier?', fact: 'not allowed' },
  { domain: CLAY, question: 'Until what time is open studio on sundays?', fact: '6pm' },
  {
    domain: CLAY,
    question: 'Planning a team building event for 25 coworkers - can you fit us all in?',
    fact: '20 people',
  },
  { domain: CLAY, question: 'how far in advance do we have to book a birthday party', fact: '3 weeks ahead' },
  { domain: CLAY, question: 'can we bring wine to my friends bachelorette party?', fact: 'bring your own' },
  { domain: CLAY, question: 'do your gift vouchers expire?', fact: '2 years' },
  {
    domain: CLAY,
    question: 'I have to cancel 3 days before my course starts. Will I get my money back?',
    fact: 'studio credit',
  },
  { domain: CLAY, question: 'What should I wear to my first class?', fact: 'closed-toe shoes' },
  { domain: CLAY, question: "I'm allergic to cats, anything I should know?", fact: 'Bisque' },
  {
    domain: CLAY,
    question: 'I use a wheelchair, can I still use a pottery wheel with you?',
    fact: 'adjustable-height',
  },
  { domain: CLAY, question: "If I sell my bowls in your shop, what's my cut?", fact: '70%' },
  {
    domain: CLAY,
    question: 'Can my friend come with me to open studio? How much is that?',
    fact: '$20 per visit',
  },
  {
    domain: CLAY,
    question: 'got anything fun for a couple on a friday night?',
    fact: 'Date Night on the Wheel',
  },
  {
    domain: CLAY,
    question: "I've thrown before, can I just come in for a day without a membership?",
    fact: '$35',
  },

  // Optician: unanswerable (the knowledge does not say).
  { domain: EYES, question: 'Do you do laser eye surgery?', fact: null },
  { domain: EYES, question: 'Do you also do hearing tests or sell hearing aids?', fact: null },
  { domain: EYES, question: 'How much are prescription sunglasses?', fact: null },
  { domain: EYES, question: 'Is there a student discount on glasses?', fact: null },
  { domain: EYES, question: 'Can I bring my own frames and just have new lenses put in?', fact: null },
  { domain: EYES, question: 'Do you price match online glasses shops?', fact: null },
  { domain: EYES, question: 'Can you make prescription swimming goggles?', fact: null },
  { domain: EYES, question: "How much is a pair of children's glasses?", fact: null },
  { domain: EYES, question: 'Do you take Bupa or other private health insurance?', fact: null },
  { domain: EYES, question: 'Do you have another branch in Horsforth?', fact: null },

  // Pottery studio: unanswerable.
  { domain: CLAY, question: 'Do you offer glass blowing or jewelry classes too?', fact: null },
  { domain: CLAY, question: 'Is there a senior discount for classes?', fact: null },
  { domain: CLAY, question: 'Do you ever do raku firings?', fact: null },
  { domain: CLAY, question: 'Can I pay for the six-week course in installments?', fact: null },
  { domain: CLAY, question: 'Do you offer private one-on-one wheel lessons?', fact: null },
  { domain: CLAY, question: 'Can you ship a mug from your shop to Chicago?', fact: null },
  { domain: CLAY, question: 'Do you run week-long summer camps for kids?', fact: null },
  { domain: CLAY, question: 'Are your glazes food safe and lead free?', fact: null },
  { domain: CLAY, question: 'Could you make custom dinner plates for our wedding?', fact: null },
  { domain: CLAY, question: 'Is the studio air-conditioned in summer?', fact: null },
];
