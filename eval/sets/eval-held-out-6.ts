/**
 * Blind held-out set 6, written on 2026-11-23 WITHOUT reading the answerer, the retrieval code or any
 * earlier eval set: only the client shape (contract/clients.ts) and the demo profiles' format
 * (server/seed/demo-profiles.ts) were read. Two new kinds of business (a bike shop with hire and a
 * workshop, a family dental practice) whose knowledge is written the way real small-business sites are:
 * prose, headings, bullets, tables and "Key: value" lines. Each `fact` occurs verbatim in its business's
 * knowledge and must appear in a correct answer; `null` means the knowledge does not say, so the assistant
 * must decline. Use it to measure, never tune the answerer to its questions; once its misses have been
 * studied, mark it spent and write another.
 */
import type { ClientCreateParsed, Faq, INDUSTRY_OPTIONS } from '../../contract/clients.ts';

/** A business profile for an eval: ClientCreateParsed minus chatCustomizations, plus the widget fields. */
export interface EvalProfile extends Omit<ClientCreateParsed, 'chatCustomizations'> {
  clientName: string;
  businessName: string;
  domain: string;
  plan: 'Premium' | 'Enterprise';
  industry: (typeof INDUSTRY_OPTIONS)[number];
  email: string;
  phone: string;
  notes: string;
  welcomeMessage: string;
  themeColor: string;
  aiContent: string;
  faqs: Faq[];
}

/** One eval question: `fact` must appear in a correct answer; `null` means the assistant must decline. */
export interface HeldOutCase {
  domain: string;
  question: string;
  fact: string | null;
}

const BIKES = 'spokesmithcycles.co';
const DENTAL = 'harbourdental.co';

export const HELD_OUT_6_PROFILES: EvalProfile[] = [
  {
    clientName: 'Owen Hartley',
    businessName: 'Spokesmith Cycles',
    domain: BIKES,
    plan: 'Premium',
    industry: 'Retail',
    email: 'workshop@spokesmithcycles.co',
    phone: '01632 960 418',
    notes: 'Eval profile: an independent bike shop with bike hire and a repair workshop.',
    welcomeMessage: 'Hi! Ask me about bike hire, servicing and repairs, or buying a bike.',
    themeColor: '#0f766e',
    aiContent: `# Spokesmith Cycles

Spokesmith Cycles is an independent bike shop on Quay Street in Kelby, run by a small crew of mechanics and riders since 2011. We sell new and used bikes, hire bikes out by the half day, day or week, and fix just about anything with two wheels and pedals. If you're visiting Kelby, the coast trail starts 400 metres from our door.

## Opening hours

Monday: closed
Tuesday–Friday: 9am–6pm
Saturday: 8:30am–5pm
Sunday: 10am–3pm (hire pick-ups and collections only, no workshop)
Bank holidays: 10am–3pm

Address: 14 Quay Street, Kelby KL3 2PD
Phone: 01632 960 418
Email: workshop@spokesmithcycles.co

## Bike hire

We hire out hybrids, road bikes, electric bikes and kids' bikes. Every hire includes a helmet, a lock and a puncture kit, and we'll set the saddle height for you before you go.

| Bike | Half day (4 hours) | Full day | Each extra day |
|---|---|---|---|
| Hybrid | £18 | £28 | £20 |
| Road bike | £25 | £38 | £28 |
| E-bike | £35 | £55 | £40 |
| Kids' bike (up to 24" wheels) | £10 | £15 | £10 |
| Child seat or tag-along | £5 | £8 | £5 |

Hire rules:

- Hire bikes must be back by 5pm (3pm on Sundays). Late returns are charged £10 per hour.
- We take a card deposit of £150 per e-bike and £50 per other bike. It is released when the bike comes back undamaged.
- Riders must be 16 or older to hire an e-bike. Under-18s need a parent or guardian to sign the hire form.
- Groups of 6 or more get 15% off full-day hire. Please book group hire at least 48 hours ahead.
- The person signing must bring photo ID (a driving licence or passport).
- Free cancellation up to 24 hours before pick-up; after that we keep 50% of the hire fee.

Hire bikes can be booked online or by phone. Walk-up hire is fine on weekdays if we have bikes left, but summer weekends usually sell out.

## Workshop and repairs

The workshop is open Tuesday to Saturday. Drop your bike off any time during opening hours, or book a slot online so we can order parts in advance. Most jobs are done within 3 working days; we'll text you when it's ready. Walk-in puncture repairs are usually done while you wait, in about 20 minutes.

| Service | Price | What's included |
|---|---|---|
| Puncture repair | £12 | Labour and a new inner tube |
| Safety check | £25 | Brakes, gears, tyres and bolts checked and adjusted |
| Standard service | £65 | Safety check plus drivetrain clean, wheel truing, gear and brake tune |
| Full service | £120 | Full strip-down, deep clean, bearings regreased, new cables and housing |
| E-bike service | £95 | Standard service plus motor diagnostic and firmware update |

Parts are charged on top of labour unless listed above. Work outside this menu is charged at £45 per hour.

Collection and delivery: we collect and return bikes for servicing within 5 miles of the shop for £15 each way. Collection is free with a full service.

## Buying a bike

- We accept Cyclescheme and Bike2Work vouchers for cycle-to-work purchases.
- 0% finance over 12 months on bikes over £500, subject to status.
- Every new bike comes with a free 6-week check, when cables have settled in.
- Used bikes are fully serviced and come with a 3-month workshop warranty.
- Part exchange: we'll take your old bike in part exchange; we value it after a quick inspection in the shop.

## Bike fitting

A bike fit takes 90 minutes and costs £90. We measure you, set saddle height and setback, bar reach and cleat position, and give you a written record of your measurements. If you buy a new bike over £1,000 from us within 30 days, we refund the fit.

## Group rides

Saturday shop ride: leaves the shop at 8am, around 40 miles, back for coffee by noon. Everyone is welcome; we regroup at the top of every climb.
Wednesday social ride: 6:30pm, about 15 miles on quiet lanes, April to September only. Lights are required after August.`,
    faqs: [
      {
        question: 'Where can I park?',
        answer:
          "There's no parking at the shop itself, but the Harbour Road car park (pay and display) is a 3-minute walk away. Hire customers can pull up outside for 10 minutes to load bikes.",
      },
      {
        question: 'What if I get a puncture or breakdown on a hire bike?',
        answer:
          "Call the shop on 01632 960 418. If you're within 10 miles of Kelby we'll come out to you free of charge, as long as you call before 4pm. Otherwise use the puncture kit in your saddle bag.",
      },
      {
        question: 'Do you price-match?',
        answer:
          'Yes, on new bikes and parts we match the price of any UK shop that has the item in stock. Show us the price when you buy; it does not apply to clearance or second-hand items.',
      },
      {
        question: 'Can I hire a bike for a week?',
        answer:
          'Yes. Weekly hire is charged as the full-day rate for the first day plus the extra-day rate for each further day, and we can fit panniers for touring.',
      },
    ],
  },
  {
    clientName: 'Miriam Okafor',
    businessName: 'Harbour Dental',
    domain: DENTAL,
    plan: 'Enterprise',
    industry: 'Healthcare',
    email: 'frontdesk@harbourdental.co',
    phone: '(555) 014-7720',
    notes: 'Eval profile: a family dental practice with a membership plan.',
    welcomeMessage:
      'Welcome to Harbour Dental. I can help with appointments, fees, insurance and our Smile Plan.',
    themeColor: '#0369a1',
    aiContent: `## Welcome to Harbour Dental

Harbour Dental is a family dental practice on Harbour Drive in Port Ellery. Our three dentists and two hygienists look after patients of every age, from a child's very first visit (we suggest booking one by their first birthday) to implant and denture care. We keep appointments unhurried and we always explain the cost before we start any treatment.

## Opening hours

Monday–Thursday: 8am–7pm
Friday: 8am–4pm
Saturday: 9am–1pm (hygiene appointments and emergencies only)
Sunday: closed

Address: 220 Harbour Drive, Suite 3, Port Ellery
Phone: (555) 014-7720
Out-of-hours emergency line: (555) 014-7799
Email: frontdesk@harbourdental.co

## Our team

- Dr. Miriam Okafor, principal dentist. Also provides IV sedation for nervous patients.
- Dr. Ben Lasky, general dentist and certified Invisalign provider. Also sees implant consultations.
- Dr. Hana Ito, general dentist with a special interest in children's dentistry.
- Carla Ruiz and Tom Whitt, dental hygienists.

## New patients

New patients are always welcome. Your first visit is a 45-minute new patient exam with X-rays, a gum check and an oral cancer screening, and you leave with a written treatment plan and estimate. Please arrive 15 minutes early to fill in your medical history, and bring your insurance card and a list of any medications you take.

Patients under 18 must be accompanied by a parent or guardian at every appointment.

## Fees

| Treatment | Fee |
|---|---|
| New patient exam and X-rays | $95 |
| Routine check-up | $60 |
| Children's check-up (under 16) | $35 |
| Hygienist cleaning (45 min) | $85 |
| White filling | from $140 |
| Root canal (front tooth) | $650 |
| Porcelain crown | $1,050 |
| Home whitening kit | $299 |
| Emergency appointment | $75 |
| Implant consultation | $120 |

Fees are what you pay without insurance; your estimate will show your share after insurance.

## Harbour Smile Plan

Not insured? Our membership spreads the cost of routine care:

- Adults: $19.50 per month. Covers 2 check-ups and 2 hygienist cleanings a year, plus 10% off any other treatment.
- Children under 16: $8 per month when a parent or guardian is a member.
- Minimum term is 12 months; after that you can cancel with 30 days' notice.
- Emergency appointments for members are charged at half price.

## Insurance

We are in-network with Delta Dental, Cigna and MetLife. We file claims for you with those insurers. If you have any other dental plan we will give you an itemised receipt to send in yourself.

## Payment

Payment is due on the day of treatment. We take cash, all major cards, and HSA and FSA cards. For treatment plans over $500 we offer an interest-free payment plan, spread over up to 10 months with no credit check. Ask at the desk to set it up before treatment starts.

## Cancellations and late arrivals

Please give us at least 48 hours' notice if you need to cancel or move an appointment. Missed appointments and cancellations with less notice are charged a $40 fee. If you are more than 15 minutes late we may need to rebook you.

## Emergencies

We hold same-day emergency slots every weekday. Call as soon as we open at 8am; slots go quickly. Outside opening hours, call the emergency line on (555) 014-7799 to reach the on-call dentist.

## Nervous patients

Tell us when you book and we'll give you a longer appointment and a quiet room. IV sedation is available on Tuesdays with Dr. Okafor for $350 per session; you'll need someone to drive you home afterwards.

## Getting here

Free parking behind the building, entered from Mill Lane. The practice is on the ground floor with step-free access and an accessible restroom.`,
    faqs: [
      {
        question: 'How often should I see the hygienist?',
        answer:
          'Most adults should have a cleaning every 6 months. If you are being treated for gum disease we usually recommend every 3 months.',
      },
      {
        question: 'Do you offer Invisalign?',
        answer:
          'Yes. Dr. Lasky is a certified Invisalign provider. The first consultation is free and takes 20 minutes; treatment starts from $3,400, and our payment plan can be used for it.',
      },
      {
        question: 'Does home whitening hurt?',
        answer:
          'Some people feel mild sensitivity for a day or two. The kit includes a desensitising gel, and we check your teeth are healthy before we make your trays.',
      },
    ],
  },
];

const ANSWERABLE: HeldOutCase[] = [
  { domain: BIKES, question: 'what time do you open on saturday', fact: '8:30am' },
  { domain: BIKES, question: 'r u open mondays?', fact: 'closed' },
  { domain: BIKES, question: 'how much to rent an ebike for the whole day', fact: '£55' },
  { domain: BIKES, question: 'my son is 15, can he take out one of the electric bikes?', fact: '16' },
  {
    domain: BIKES,
    question: 'there are 7 of us wanting hybrids for a full day on saturday, any discount for a group?',
    fact: '15%',
  },
  { domain: BIKES, question: 'how much do you hold on my card for an e bike', fact: '£150' },
  { domain: BIKES, question: 'cheapest way for an adult to have a bike just for the morning?', fact: '£18' },
  { domain: BIKES, question: 'whats the price of a full strip down service', fact: '£120' },
  {
    domain: BIKES,
    question: 'got a flat, can i wait while you fix it or do i leave it?',
    fact: '20 minutes',
  },
  {
    domain: BIKES,
    question: 'can you pick up my bike for a standard service? im about 3 miles away',
    fact: '£15',
  },
  { domain: BIKES, question: 'what happens if we bring the hire bikes back at 6', fact: '£10 per hour' },
  {
    domain: BIKES,
    question: 'need to cancel our hire for tomorrow morning, its about 12 hrs away. do i get my money back?',
    fact: '50%',
  },
  { domain: BIKES, question: 'do u do the cycle to work scheme thing', fact: 'Cyclescheme' },
  { domain: BIKES, question: 'can I pay for a £900 bike monthly instead of all at once?', fact: '12 months' },
  { domain: BIKES, question: 'parking?', fact: 'Harbour Road' },
  { domain: BIKES, question: 'what time does the saturday club ride head out', fact: '8am' },
  { domain: BIKES, question: 'how long does a service usually take to get done', fact: '3 working days' },
  { domain: BIKES, question: 'what do I need to bring with me to hire a bike', fact: 'photo ID' },
  { domain: BIKES, question: 'how much is a bike fit and how long is it', fact: '£90' },
  {
    domain: BIKES,
    question:
      'if one of our rental bikes breaks down out on the trail whats the latest we can call for you to come out',
    fact: '4pm',
  },
  { domain: DENTAL, question: 'how much is the first visit for a new patient incl xrays', fact: '$95' },
  { domain: DENTAL, question: 'what time do you close on saturdays', fact: '1pm' },
  { domain: DENTAL, question: 'my daughter is 11, what does a check up cost for her', fact: '$35' },
  { domain: DENTAL, question: 'which insurance companies are you in network with', fact: 'Delta Dental' },
  { domain: DENTAL, question: 'is there a way to spread the cost of a crown?', fact: '10 months' },
  { domain: DENTAL, question: 'what if i just dont turn up to my appointment', fact: '$40' },
  { domain: DENTAL, question: 'how much notice do u need to reschedule', fact: '48 hours' },
  {
    domain: DENTAL,
    question: 'bad toothache and its sunday night, who do i call??',
    fact: '(555) 014-7799',
  },
  { domain: DENTAL, question: 'where do i park', fact: 'behind the building' },
  {
    domain: DENTAL,
    question: "i don't have insurance, do you have some kind of monthly membership",
    fact: '$19.50',
  },
  {
    domain: DENTAL,
    question: "i'm terrified of the dentist, can you put me under and what does that cost",
    fact: '$350',
  },
  { domain: DENTAL, question: 'how much to get my teeth whiter', fact: '$299' },
  { domain: DENTAL, question: 'do you do clear aligners? rough price?', fact: '$3,400' },
  { domain: DENTAL, question: 'how often am i supposed to get a cleaning', fact: '6 months' },
  { domain: DENTAL, question: 'which of your dentists is best with little kids', fact: 'Ito' },
  { domain: DENTAL, question: 'how early should I get there for my first appointment', fact: '15 minutes' },
  { domain: DENTAL, question: 'my son is 16, can he come to his cleaning by himself?', fact: 'under 18' },
  { domain: DENTAL, question: 'when should i ring to get a same day emergency slot', fact: '8am' },
  {
    domain: DENTAL,
    question: 'i finish work at 5:30 on fridays, can i book an appointment after that?',
    fact: '4pm',
  },
  {
    domain: DENTAL,
    question: "i'm on the smile plan, my boy is 7. can he join too and how much is it",
    fact: '$8',
  },
];

const UNANSWERABLE: HeldOutCase[] = [
  { domain: BIKES, question: 'do you sell bike insurance', fact: null },
  { domain: BIKES, question: 'how much is it to hire a tandem for the day', fact: null },
  { domain: BIKES, question: 'what brands of e-bikes do you stock', fact: null },
  { domain: BIKES, question: 'how much does a new chain cost fitted', fact: null },
  { domain: BIKES, question: "what pace is the saturday ride, i'm not super fit", fact: null },
  { domain: BIKES, question: 'can i hire a bike here and drop it off in another town', fact: null },
  { domain: BIKES, question: 'do you rent out car bike racks', fact: null },
  { domain: BIKES, question: 'do you run cycling lessons for adults who never learned', fact: null },
  { domain: BIKES, question: 'is there a student discount on bikes', fact: null },
  { domain: BIKES, question: "what's the weight limit on your e-bikes?", fact: null },
  { domain: DENTAL, question: 'how much does a dental implant cost', fact: null },
  { domain: DENTAL, question: 'how much is it to get a tooth pulled', fact: null },
  { domain: DENTAL, question: 'do you do veneers', fact: null },
  { domain: DENTAL, question: 'how long does the home whitening kit take to work', fact: null },
  {
    domain: DENTAL,
    question: 'how long is the wait for a new patient appointment at the moment',
    fact: null,
  },
  { domain: DENTAL, question: 'does dr lasky speak spanish', fact: null },
  { domain: DENTAL, question: 'what does a root canal on a back molar cost', fact: null },
  { domain: DENTAL, question: 'do you make sports mouthguards', fact: null },
  { domain: DENTAL, question: 'do you do home visits for elderly patients', fact: null },
  { domain: DENTAL, question: 'how many spaces are in your car park', fact: null },
];

/** Answerable questions first, then unanswerable ones. */
export const HELD_OUT_SET_6: HeldOutCase[] = [...ANSWERABLE, ...UNANSWERABLE];
