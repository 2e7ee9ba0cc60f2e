/**
 * Blind held-out set 20, written on 2026-11-24 (session 11) WITHOUT reading the answerer, the retrieval code
 * or any earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations of set 6, the header and
 * imports of set 12 and the set registry in scripts/eval-answers.ts were read. Two new kinds of business (a
 * domestic and small-commercial electrician, an indoor bouldering gym) whose knowledge is written the way real
 * small-business sites are: prose, headings, bullets, tables, hours and "Key: value" lines. Each `fact` occurs
 * verbatim in its business's knowledge and must appear in a correct answer; `null` means the knowledge does
 * not say, so the assistant must decline. Use it to measure, never tune the answerer to its questions; once
 * its misses have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const SPARKS = 'brightlineelectrical.co.uk';
const CLIMB = 'cruxandchalk.co.uk';

export const HELD_OUT_20_PROFILES: EvalProfile[] = [
  {
    clientName: 'Dean Fowler',
    businessName: 'Brightline Electrical',
    domain: SPARKS,
    plan: 'Premium',
    industry: 'Other',
    email: 'jobs@brightlineelectrical.co.uk',
    phone: '0114 496 0730',
    notes: 'Eval profile: a family-run electrician in Sheffield.',
    welcomeMessage:
      'Hi! Ask me about prices, booking an electrician, safety certificates or emergency call-outs.',
    themeColor: '#f59e0b',
    aiContent: `# Brightline Electrical – NICEIC-approved electricians in Sheffield

Brightline Electrical is a family-run firm of electricians founded in 2009 by Dean Fowler. Our team of six qualified electricians and two apprentices looks after homes, landlords and small businesses across Sheffield and South Yorkshire. We turn up when we say we will, explain what we are doing in plain English, and leave your home as tidy as we found it.

## What we do

- Full and partial rewires
- Consumer unit (fuse board) upgrades
- EICRs (Electrical Installation Condition Reports) for homeowners, buyers and landlords
- EV charger installation – we are approved installers for Ohme and Zappi
- Extra sockets, USB sockets and outdoor power points
- Indoor and garden lighting
- Fault finding: tripping circuits, dead sockets, flickering lights
- Mains-wired smoke and heat alarms
- Small commercial fit-outs for shops, offices and cafés

## Prices

All prices include VAT at 20%. Most small jobs are charged at our standard rate; larger jobs get a fixed written quote.

| Job | Price |
| --- | --- |
| Call-out including the first hour (Mon–Fri, 8am–5pm) | £75 |
| Each additional half hour | £30 |
| EICR – flat or house up to 2 bedrooms | £140 |
| EICR – house with 3–4 bedrooms | £180 |
| Consumer unit replacement (up to 10 circuits) | £480 |
| EV charger supply and fit (standard install, cable run up to 10 m) | £895 |
| Extra double socket | £95 |
| Full rewire, 3-bedroom semi | from £4,200 |

Materials for small jobs are charged at cost. We will always tell you the price before we start any extra work.

## Emergency call-outs

Electrical emergencies don't keep office hours. Our 24/7 emergency line is 0114 496 0732.

- Out-of-hours call-out (weekday evenings after 6pm, weekends and bank holidays): £120 including the first hour
- Response time: we aim to be with you within 2 hours anywhere in Sheffield
- If you smell burning or see scorch marks, switch off at the main switch before you call us

## Office hours

Monday – Friday: 8am – 5:30pm
Saturday: 9am – 12pm
Sunday: Closed (emergency line only)

## Quotes, deposits and payment

We give free written quotes for any job over £300 after a short survey visit. Quotes are valid for 30 days. Jobs under that amount are charged at the standard rate above.

Deposit: a 25% deposit is required to book jobs over £1,000, with the balance due on completion.
Payment methods: bank transfer, debit or credit card. Sorry, no cheques or cash.
Invoice terms: payable within 7 days.

## Certificates and guarantees

We are an NICEIC Approved Contractor and all our work is carried out to BS 7671, the wiring regulations. After every job you receive an Electrical Installation Certificate or a Minor Works Certificate by email within 5 working days. Notifiable work is registered with building control under Part P, so you don't need to arrange this yourself.

All our installation work carries a 6-year workmanship guarantee. Parts and appliances are covered by the manufacturer's warranty. We hold £5 million public liability insurance.

## For landlords and letting agents

Private landlords in England must have the electrics in each rented home inspected at least every 5 years. We keep a record of your certificates and send you a reminder 2 months before one runs out.

- Portfolio discount: 10% off EICRs when you book 3 or more properties at the same time
- Key collection: we can collect and return keys from your letting agent at no charge
- Remedial work: if an EICR finds problems, we send a separate quote within 48 hours

## Cancellations

Please give us at least 48 hours' notice if you need to cancel or move an appointment. Cancellations with less notice may be charged a £40 fee to cover the lost booking.

## Areas we cover

Sheffield, Rotherham, Dronfield, Stocksbridge and Chesterfield. For jobs more than 20 miles from our base we add a travel charge of £1 per mile beyond the first 20 miles.

## Contact

Phone (office): 0114 496 0730
Emergency line: 0114 496 0732
Email: jobs@brightlineelectrical.co.uk
Office: Unit 4, Parkway Trade Park, Sheffield S9 3BL (office and stores only – there is no trade counter, so we can't sell parts to the public)`,
    faqs: [
      {
        question: 'Will you make a mess?',
        answer:
          'We lay dust sheets in every room we work in and vacuum up before we leave. After a rewire we fill the chases with plaster, but we do not repaint or redecorate.',
      },
      {
        question: 'Do I need to be at home?',
        answer:
          'Someone over 18 needs to let us in and be available at the end of the job so we can show you the work and explain the certificate.',
      },
    ],
  },
  {
    clientName: 'Priya Lal',
    businessName: 'Crux & Chalk Bouldering',
    domain: CLIMB,
    plan: 'Premium',
    industry: 'Other',
    email: 'hello@cruxandchalk.co.uk',
    phone: '0117 496 0218',
    notes: 'Eval profile: an indoor bouldering centre in Bristol.',
    welcomeMessage:
      'Hey! Ask me about prices, opening times, your first visit, kids sessions or memberships.',
    themeColor: '#16a34a',
    aiContent: `# Crux & Chalk Bouldering – Bristol's friendliest climbing wall

Crux & Chalk is an independent indoor bouldering centre in St Philips, Bristol, opened in 2019. Bouldering is climbing without ropes on walls up to 4.5 metres high, above deep padded flooring, so all you need is a pair of climbing shoes and a bit of chalk. We have more than 300 problems across four walls, a training area, a kids' zone and a café.

## Opening hours

Monday – Friday: 10am – 10pm
Saturday & Sunday: 9am – 8pm
Bank holidays: 10am – 6pm
Last entry: 9pm on weekdays, 7pm at weekends

## Entry prices

Off-peak is Monday to Friday before 4pm. All other times are peak.

| Ticket | Peak | Off-peak |
| --- | --- | --- |
| Adult | £13.50 | £10.50 |
| Concession (students, over-65s) | £11.50 | £8.50 |
| Junior (8–17) | £9.50 | £7.50 |
| Under 8 | £6 | £6 |

Shoe hire: £3.50
10-visit pass: £110 for adults, valid for 12 months from the date you buy it, and can be shared with friends

## Memberships

- Monthly adult: £52 a month
- Monthly concession: £42 a month
- Annual adult: £540 (pay up front)

Monthly memberships have no minimum term; just give one month's notice to cancel. Going away or injured? You can freeze your membership for up to 3 months a year for £5 a month. Members get 10% off in the café and shop and can bring a friend for half price on the first Sunday of each month.

## Your first visit

Everyone must fill in our online registration form before climbing; it takes about five minutes. If you have never bouldered with us before, you will do a free 15-minute safety induction with a member of staff. Inductions start every half hour, so please arrive 20 minutes before you want to climb.

## Children and young people

- Children aged 4 and over are welcome.
- Registration for anyone under 18 must be completed by a parent or guardian.
- Children under 14 must be supervised by a registered adult at all times. One adult can supervise up to 2 children.
- 14 to 17 year olds can climb without an adult once they have passed a short competency check with our staff.

## Courses and sessions

Intro to Bouldering: two 90-minute sessions a week apart covering footwork, falling safely and reading problems. £45 including shoe hire.

Technique Clinic: Wednesdays at 7pm, 1 hour with one of our coaches. £12 for members, £20 for non-members (entry included).

Kids Club: Saturdays 9:30am – 11am for ages 7 to 12. £14 per session including shoes.

Women & Non-Binary Social: the first Tuesday of every month, 6pm – 9:30pm. Free for members, usual entry for everyone else.

Birthday parties: from £160 for up to 10 children (minimum age 6), with an hour of coached climbing and 45 minutes in our party room. Extra children are £12 each.

## Grades and resets

Our problems are colour-coded by difficulty:

| Colour | Grade |
| --- | --- |
| Yellow | VB–V0 |
| Green | V0–V2 |
| Blue | V2–V4 |
| Red | V4–V6 |
| Black | V6+ |

We reset one wall every Monday, so every problem in the centre is new within four weeks.

## Facilities

- Training area with a Kilter Board and a Moon Board (over-16s only), fingerboards and free weights
- Changing rooms with lockers (bring a £1 coin, which you get back)
- Café serving coffee, toasties, soup and cakes
- Shop selling La Sportiva and Scarpa shoes, chalk and brushes
- Free on-site parking for 40 cars, plus covered bike racks

## House rules

- No food or drink on the mats
- Never climb above or walk under another climber
- Only assistance dogs are allowed inside
- Tickets and passes are non-refundable

## Find us

Address: 12 Feeder Road, St Philips, Bristol BS2 0TH
Phone: 0117 496 0218
Email: hello@cruxandchalk.co.uk`,
    faqs: [
      {
        question: 'What should I wear?',
        answer:
          'Anything you can move freely in: leggings, shorts or loose trousers and a T-shirt. Climb barefoot in hire shoes or your own; socks are optional.',
      },
      {
        question: 'Do I need to book?',
        answer:
          'Booking is not needed for general climbing. Courses, Kids Club, the Technique Clinic and parties must be booked online in advance.',
      },
    ],
  },
];

export const HELD_OUT_SET_20: HeldOutCase[] = [
  // Electrician: answerable
  { domain: SPARKS, question: 'how much do u charge just to come out?', fact: '£75' },
  {
    domain: SPARKS,
    question: 'My fuse box is ancient, what would it cost to swap it for a new one?',
    fact: '£480',
  },
  {
    domain: SPARKS,
    question: 'Can you put in a charging point for my electric car? Roughly how much?',
    fact: '£895',
  },
  {
    domain: SPARKS,
    question:
      "I'm a landlord with 4 flats, is there any discount if I get all the safety checks done together?",
    fact: '10%',
  },
  {
    domain: SPARKS,
    question: 'All my power just went off at 11pm on a Sunday, who do I ring?',
    fact: '0114 496 0732',
  },
  { domain: SPARKS, question: 'If it is an emergency how fast can someone get to me?', fact: '2 hours' },
  { domain: SPARKS, question: 'Is your office open on saturday afternoon?', fact: '12pm' },
  { domain: SPARKS, question: 'Do I have to pay anything upfront for a £3,000 job?', fact: '25%' },
  { domain: SPARKS, question: 'How long does a quote stay valid for?', fact: '30 days' },
  { domain: SPARKS, question: 'what kind of guarantee comes with your work', fact: '6-year' },
  {
    domain: SPARKS,
    question: 'When do I get the paperwork/certificate after the job is done?',
    fact: '5 working days',
  },
  { domain: SPARKS, question: 'Are you guys insured?', fact: '£5 million' },
  { domain: SPARKS, question: 'Can I pay by cheque? If not what do you take?', fact: 'bank transfer' },
  {
    domain: SPARKS,
    question: 'Something came up and I need to move tomorrow mornings appointment, will that cost me?',
    fact: '£40',
  },
  {
    domain: SPARKS,
    question: "I'm about 30 miles out of Sheffield, is there an extra charge to come to me?",
    fact: '£1 per mile',
  },
  {
    domain: SPARKS,
    question: 'How often does a rental house legally need its wiring checked?',
    fact: '5 years',
  },
  {
    domain: SPARKS,
    question: 'Can I pop in to your place and buy a few fittings?',
    fact: 'no trade counter',
  },
  {
    domain: SPARKS,
    question: 'whats the price of an electrical safety inspection for a 3 bed house',
    fact: '£180',
  },
  { domain: SPARKS, question: 'Is a quote free for a small job, around £200?', fact: '£300' },
  { domain: SPARKS, question: 'Roughly what does rewiring a three bedroom semi cost?', fact: '£4,200' },
  // Electrician: not in the knowledge
  { domain: SPARKS, question: 'Do you install solar panels?', fact: null },
  { domain: SPARKS, question: 'Can you fit a home battery to store electricity?', fact: null },
  { domain: SPARKS, question: 'Do you offer finance on a rewire?', fact: null },
  { domain: SPARKS, question: 'Do you do PAT testing on office appliances?', fact: null },
  { domain: SPARKS, question: 'Is there a discount for pensioners?', fact: null },
  { domain: SPARKS, question: 'How many days does a full rewire of a 3 bed take?', fact: null },
  { domain: SPARKS, question: 'Can you move my electricity meter to the garage?', fact: null },
  { domain: SPARKS, question: 'Are you taking on any new apprentices this year?', fact: null },
  { domain: SPARKS, question: 'What do you charge per extra half hour on an out of hours call?', fact: null },
  { domain: SPARKS, question: 'Can you wire in a hot tub in the garden?', fact: null },
  // Bouldering gym: answerable
  { domain: CLIMB, question: 'how much is it for an adult to climb on a saturday?', fact: '£13.50' },
  {
    domain: CLIMB,
    question: "I'm a uni student, what would it cost me on a tuesday morning?",
    fact: '£8.50',
  },
  { domain: CLIMB, question: "I don't own climbing shoes, can I rent some?", fact: '£3.50' },
  {
    domain: CLIMB,
    question: 'My daughter is 10, can I drop her off and leave her to climb?',
    fact: 'under 14',
  },
  { domain: CLIMB, question: 'Can I bring my 3 kids by myself?', fact: '2 children' },
  { domain: CLIMB, question: 'What time do you shut on sundays', fact: '8pm' },
  {
    domain: CLIMB,
    question: "What's the latest I can turn up on a Thursday evening and still get in?",
    fact: '9pm',
  },
  { domain: CLIMB, question: 'Is there a course for complete beginners and what does it cost?', fact: '£45' },
  { domain: CLIMB, question: 'what grade are the blue ones?', fact: 'V2–V4' },
  { domain: CLIMB, question: 'How often do you change the routes?', fact: 'every Monday' },
  {
    domain: CLIMB,
    question: "I'm off travelling for 2 months, can I pause my membership?",
    fact: '3 months',
  },
  { domain: CLIMB, question: 'Am I tied into a contract if I join monthly?', fact: 'no minimum term' },
  { domain: CLIMB, question: 'how much is a membership per month for an adult', fact: '£52' },
  { domain: CLIMB, question: 'My son is 15, is he allowed on the kilter board?', fact: 'over-16s' },
  { domain: CLIMB, question: 'What would a birthday party for 8 kids cost?', fact: '£160' },
  { domain: CLIMB, question: 'Is there anywhere to park the car?', fact: '40 cars' },
  { domain: CLIMB, question: 'can i bring my dog along', fact: 'assistance dogs' },
  {
    domain: CLIMB,
    question: 'First time climbing - how long does the safety briefing take?',
    fact: '15-minute',
  },
  { domain: CLIMB, question: 'How much is the 10 visit card and does it run out?', fact: '£110' },
  { domain: CLIMB, question: 'Is there a ladies night?', fact: 'first Tuesday' },
  // Bouldering gym: not in the knowledge
  { domain: CLIMB, question: 'Do you have showers?', fact: null },
  { domain: CLIMB, question: 'Can I buy a gift voucher for my brother?', fact: null },
  { domain: CLIMB, question: 'Do you do team building sessions for companies?', fact: null },
  { domain: CLIMB, question: 'Is there a family membership for two adults and two kids?', fact: null },
  { domain: CLIMB, question: 'Do you run yoga classes?', fact: null },
  { domain: CLIMB, question: 'Is there wifi I can use in the café?', fact: null },
  { domain: CLIMB, question: 'How much is a flat white in the café?', fact: null },
  { domain: CLIMB, question: 'Is there a joining fee for the monthly membership?', fact: null },
  { domain: CLIMB, question: 'Do you organise outdoor climbing trips to the Avon Gorge?', fact: null },
  { domain: CLIMB, question: 'Do you have a physio I can see about a finger injury?', fact: null },
];
