/**
 * Blind held-out set 8, written on 2026-11-24 WITHOUT reading the answerer, the retrieval code or any
 * earlier eval set: only the client shape (contract/clients.ts) and the demo profiles' format
 * (server/seed/demo-profiles.ts) were read. Two new kinds of business (a small-animal veterinary
 * practice, a driving school) whose knowledge is written the way real small-business sites are: prose,
 * headings, bullets, tables and "Key: value" lines. Each `fact` occurs verbatim in its business's
 * knowledge and must appear in a correct answer; `null` means the knowledge does not say, so the assistant
 * must decline. Use it to measure, never tune the answerer to its questions; once its misses have been
 * studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const VETS = 'harrowgatevets.co.uk';
const DRIVING = 'clearway-driving.co.uk';

export const HELD_OUT_8_PROFILES: EvalProfile[] = [
  {
    clientName: 'Dr Fiona Harrowgate',
    businessName: 'Harrowgate Veterinary Surgery',
    domain: VETS,
    plan: 'Premium',
    industry: 'Healthcare',
    timeZone: 'Europe/London',
    email: 'reception@harrowgatevets.co.uk',
    phone: '01539 555 201',
    notes: 'Blind eval profile: an independent small-animal vet practice in Kendal.',
    welcomeMessage:
      'Hello from Harrowgate Vets! Ask me about appointments, prices, vaccinations or our Healthy Pet Club.',
    themeColor: '#0f766e',
    aiContent: `# Harrowgate Veterinary Surgery

Harrowgate Veterinary Surgery is an independent, family-run practice on Sandes Avenue in Kendal, Cumbria, caring for dogs, cats, rabbits and small furries since 1998. Our team of four vets and six registered veterinary nurses is led by Dr Fiona Harrowgate, and we are an RCVS-accredited General Practice. We do not treat horses, farm animals or reptiles; for those we refer you to Lakeland Equine & Farm Vets.

## Opening hours

- Monday to Friday: 8am – 7pm
- Saturday: 9am – 12:30pm
- Bank holidays: closed (emergencies only, see below)

Consultations are by appointment only. We keep two emergency slots free every weekday morning for urgent cases, so please phone first rather than walking in.

**Out of hours:** when we are closed, emergencies are seen by Vets Now Carlisle. Call 01228 555 014. An out-of-hours consultation there starts at £210 and is paid to Vets Now directly.

## Prices

All prices include VAT and were last updated in September 2026.

| Treatment | Price |
|---|---|
| Standard consultation (15 minutes) | £52 |
| Long consultation or second opinion (30 minutes) | £89 |
| Nurse clinic (weight check, nail clip, stitches out) | £18 |
| Dog annual booster vaccination | £64 |
| Cat annual booster vaccination | £58 |
| Rabbit vaccination (Myxo-RHD combined) | £49 |
| Microchipping | £22 |
| Dog castration, under 20 kg | £285 |
| Dog spay, under 20 kg | £395 |
| Dog spay, 20 kg and over | £470 |
| Cat spay | £120 |
| Cat castration | £85 |
| Dental scale and polish (from) | £320 |

Medication, blood tests and X-rays are charged on top of the consultation fee. We accept cash, all major debit and credit cards and Apple Pay.

## Puppies and kittens

Puppies can have their first vaccination from 8 weeks of age, with the second injection 2 to 4 weeks later. Your puppy can go out for walks 1 week after the second injection. Kittens can start their vaccinations from 9 weeks. The first vaccination appointment includes a free full health check and a puppy or kitten pack with a sample of food.

## Neutering

We usually recommend spaying bitches from 6 months old and neutering cats from 4 months. On the day of the operation:

- No food after 8pm the night before. Water is fine until the morning.
- Drop-off is between 8:15am and 8:45am.
- Most pets are ready to collect between 4pm and 6pm; a nurse will ring you when they are awake.
- A free post-op check is included 3 days after surgery.

## Healthy Pet Club

Our Healthy Pet Club spreads the cost of routine care into a monthly direct debit.

Dogs: £17.50 per month
Cats: £13.90 per month
Rabbits: £9.50 per month

Every plan includes the annual booster, two health checks a year, flea and worm treatment, and 10% off surgery and dentistry. The minimum membership term is 12 months.

## Insurance

If your pet is insured we can claim directly from most insurers for claims over £300, so you only pay the excess. There is an admin fee of £15 per direct claim. For smaller claims, pay us on the day and we will fill in your claim form for free.

## Prescriptions

Repeat prescriptions need 48 hours' notice. If you prefer to buy medicines online we can provide a written prescription for £16. Pets on long-term medication must be seen by a vet at least every 6 months before we can keep prescribing.

## Appointments and home visits

Please give at least 24 hours' notice if you need to cancel. Missed appointments are charged a £25 fee.

Home visits are available for clients within 5 miles of the surgery, for example for nervous cats or elderly dogs, and cost a £95 call-out fee on top of the treatment.

## Finding us

We are at 14 Sandes Avenue, Kendal LA9 4LL, five minutes' walk from Kendal station. There is a free car park with 12 spaces behind the surgery, and a separate cat waiting room so cats never have to sit next to dogs.`,
    faqs: [
      {
        question: 'Do you see exotic pets?',
        answer:
          'We see dogs, cats, rabbits, guinea pigs, hamsters, rats and ferrets. We do not treat reptiles, birds, horses or farm animals; please contact Lakeland Equine & Farm Vets instead.',
      },
      {
        question: 'How do I register my pet?',
        answer:
          'Registration is free. Fill in the form on our website or at reception and bring any previous vaccination records to your first visit.',
      },
      {
        question: 'Can I bring my dog in without an appointment?',
        answer:
          'We are appointment-only, but we hold two emergency slots every weekday morning. Please phone 01539 555 201 and we will fit urgent cases in.',
      },
      {
        question: 'Do you offer a discount for more than one pet?',
        answer:
          'Yes: the third and any further pet on the Healthy Pet Club from the same household gets 50% off its monthly fee.',
      },
    ],
  },
  {
    clientName: 'Daniel Okafor',
    businessName: 'Clearway Driving School',
    domain: DRIVING,
    plan: 'Premium',
    industry: 'Other',
    timeZone: 'Europe/London',
    email: 'lessons@clearway-driving.co.uk',
    phone: '0113 555 7730',
    notes: 'Blind eval profile: a driving school in Leeds with manual and automatic cars.',
    welcomeMessage:
      'Hi! Ready to get on the road? Ask me about lesson prices, intensive courses or booking your first lesson.',
    themeColor: '#ca8a04',
    aiContent: `# Clearway Driving School, Leeds

Clearway is a local, independent driving school founded by Daniel Okafor in 2011. We have nine fully qualified DVSA Approved Driving Instructors (ADIs) and we teach in both manual and automatic cars across Leeds. Four of our nine instructors are female, and you are welcome to ask for a female instructor when you book.

Our first-time pass rate in 2025 was 68%, well above the national average.

## Where we teach

We cover postcodes LS1 to LS17. Your instructor will pick you up from home, school, college or work anywhere in that area and can drop you off somewhere different at the end of the lesson.

## Our cars

- Manual: Ford Fiesta 1.0 EcoBoost
- Automatic: Toyota Yaris Hybrid

Every car has dual controls and is no more than three years old.

## Lesson prices

| Lesson | Manual | Automatic |
|---|---|---|
| 1-hour lesson | £38 | £41 |
| 2-hour lesson | £74 | £80 |
| Block of 10 hours | £350 | £380 |
| Motorway lesson (2 hours) | £85 | £90 |
| Pass Plus (6 hours) | £210 | £225 |
| Intensive course (30 hours over 2 weeks) | £1,080 | £1,170 |

**New pupil offer:** your first 2 hours for £55. One offer per pupil, and it cannot be combined with a block booking.

Blocks can be paid by bank transfer or card, or spread over 3 instalments with Klarna.

## Lesson times

Lessons run from 7am to 9pm, Monday to Saturday. Some instructors also teach on Sundays, at £44 an hour. Our office answers the phone Monday to Friday, 9am to 5pm; outside those hours, leave a message or book online.

## Before you start

- You must be at least 17 and hold a valid provisional driving licence. We cannot take you out on the road without seeing it at your first lesson.
- Please wear comfortable, flat shoes.
- Glasses or contact lenses: bring them if you need them to read a number plate from 20 metres.

## Intensive courses

Our intensive course packs 30 hours of tuition into 2 weeks and finishes with your practical test. You must have passed your theory test before we can book an intensive, and we need a test date to build the course around.

## Test day

Using the school car for your practical test costs £120. This includes a 1-hour warm-up lesson just before the test. The DVSA test fee is paid separately to the DVSA: £62 on weekdays, or £75 for evenings, weekends and bank holidays. The theory test costs £23.

Everyone who books a block of 10 hours or more gets free access to the Clearway Theory Hub, our online theory and hazard perception app.

## Cancellations and refunds

Key: we need 48 hours' notice to move or cancel a lesson. Lessons cancelled with less notice are charged in full. If you are ill, we will waive the charge once per course.

Unused hours from a block can be refunded within 12 months of purchase. Refunds are calculated at the single 1-hour lesson rate, minus a £25 admin fee.

## Contact

Phone: 0113 555 7730
Email: lessons@clearway-driving.co.uk
Office: Unit 3, Kirkstall Works, Leeds LS5 3BT`,
    faqs: [
      {
        question: 'How many lessons will I need?',
        answer:
          'Everyone is different, but most of our pupils who pass need between 30 and 45 hours of lessons, plus private practice if they can get it.',
      },
      {
        question: 'Can I have lessons in my own car?',
        answer:
          'No, sorry. For safety we only teach in our own dual-control cars, which are fully insured for learners.',
      },
      {
        question: 'Do you do refresher lessons for people who already have a licence?',
        answer:
          'Yes. Refresher lessons are the same price as normal lessons and can focus on whatever you want, from motorways to parking.',
      },
      {
        question: 'Can I change instructor?',
        answer: 'Yes, at any time and free of charge. Just call the office and we will arrange it.',
      },
    ],
  },
];

export const HELD_OUT_SET_8: HeldOutCase[] = [
  // Harrowgate Veterinary Surgery: answerable
  { domain: VETS, question: 'how much to get my cat spayed?', fact: '£120' },
  { domain: VETS, question: "What's the cheapest thing you charge for?", fact: '£18' },
  { domain: VETS, question: 'my labrador is 32kg, what would it cost to have her spayed', fact: '£470' },
  {
    domain: VETS,
    question: 'Which number do I ring if my dog is poorly in the middle of the night?',
    fact: '01228 555 014',
  },
  { domain: VETS, question: 'how old does a puppy have to be for its first jab', fact: '8 weeks' },
  {
    domain: VETS,
    question: 'My kitten is 7 weeks old, can I bring her in for her injections this week?',
    fact: '9 weeks',
  },
  {
    domain: VETS,
    question: 'Can my dog have his breakfast on the morning of his neutering op?',
    fact: '8pm',
  },
  { domain: VETS, question: 'what time should i bring him in on the day of the operation', fact: '8:15am' },
  { domain: VETS, question: 'Is there a monthly payment plan for cats? How much is it?', fact: '£13.90' },
  { domain: VETS, question: 'what time do you shut on saturdays', fact: '12:30pm' },
  { domain: VETS, question: 'I finish work at 6, are you still open on weekdays after that?', fact: '7pm' },
  { domain: VETS, question: 'How far in advance should I order my dogs repeat tablets?', fact: '48 hours' },
  {
    domain: VETS,
    question:
      'Our op bill will be about £600 - can you deal with the insurer directly, and is there a charge for that?',
    fact: '£15',
  },
  {
    domain: VETS,
    question: 'I forgot my appointment this morning, will I have to pay anything?',
    fact: '£25',
  },
  {
    domain: VETS,
    question: 'My old cat hates the car. Could a vet come out to us? We live about 3 miles away.',
    fact: '£95',
  },
  { domain: VETS, question: 'price for chipping a new puppy?', fact: '£22' },
  { domain: VETS, question: 'How many vets do you have?', fact: 'four' },
  { domain: VETS, question: 'What discount do pet club members get on operations?', fact: '10%' },
  {
    domain: VETS,
    question: 'if i join the health plan can i cancel after a couple months',
    fact: '12 months',
  },
  {
    domain: VETS,
    question: 'I want to buy my dogs meds cheaper online, do you charge for a written prescripton?',
    fact: '£16',
  },
  // Harrowgate Veterinary Surgery: not in the knowledge
  { domain: VETS, question: 'Do you do hydrotherapy for dogs recovering from surgery?', fact: null },
  { domain: VETS, question: 'do you arrange cremation when a pet passes away?', fact: null },
  { domain: VETS, question: 'How much does a blood test cost?', fact: null },
  { domain: VETS, question: 'Can you do the paperwork for taking my dog to France?', fact: null },
  { domain: VETS, question: 'are you looking for any vet nurses at the moment?', fact: null },
  { domain: VETS, question: 'How much is the kennel cough vaccine?', fact: null },
  { domain: VETS, question: 'My collie is 24 kg, how much would it cost to castrate him?', fact: null },
  { domain: VETS, question: 'Do you sell raw food for dogs?', fact: null },
  { domain: VETS, question: 'Can I stay with my cat while she has her operation?', fact: null },
  { domain: VETS, question: 'whats the waiting list like for a dental at the moment', fact: null },

  // Clearway Driving School: answerable
  { domain: DRIVING, question: 'how much is one hour in an automatic', fact: '£41' },
  { domain: DRIVING, question: 'Any deals for someone who has never had a lesson?', fact: '£55' },
  { domain: DRIVING, question: "I'm 16 and a half, can I start learning with you?", fact: '17' },
  {
    domain: DRIVING,
    question: 'If I cancel my lesson the day before, do I still have to pay?',
    fact: '48 hours',
  },
  { domain: DRIVING, question: 'What does it cost to use your car for my test?', fact: '£120' },
  { domain: DRIVING, question: 'can i have lessons on a sunday? how much', fact: '£44' },
  { domain: DRIVING, question: 'What car will I learn in if I go automatic?', fact: 'Toyota Yaris' },
  { domain: DRIVING, question: 'How many of your learners pass first go?', fact: '68%' },
  {
    domain: DRIVING,
    question: "I'd feel more comfortable with a woman teaching me, is that possible?",
    fact: 'female',
  },
  { domain: DRIVING, question: 'Can I pay for a block in installments?', fact: 'Klarna' },
  { domain: DRIVING, question: "What's the most expensive package you do?", fact: '£1,170' },
  { domain: DRIVING, question: 'how many hours is the crash course', fact: '30 hours' },
  { domain: DRIVING, question: 'How much is the DVSA fee if my test is on a Saturday?', fact: '£75' },
  { domain: DRIVING, question: 'price of a manual motorway lesson?', fact: '£85' },
  { domain: DRIVING, question: "What's the earliest I can have a lesson in the morning?", fact: '7am' },
  {
    domain: DRIVING,
    question: 'I paid for 10 hours but passed after 6. Can I get the rest back? Is there a fee?',
    fact: '£25',
  },
  { domain: DRIVING, question: 'How much for ten hours in a manual?', fact: '£350' },
  {
    domain: DRIVING,
    question: 'Do I get anything to help with the theory if I book a block?',
    fact: 'Theory Hub',
  },
  { domain: DRIVING, question: 'Can you teach me in my dads car to save money?', fact: 'dual-control' },
  { domain: DRIVING, question: 'till what time can I ring the office on weekdays', fact: '5pm' },
  // Clearway Driving School: not in the knowledge
  { domain: DRIVING, question: 'Do you offer HGV or lorry driving lessons?', fact: null },
  { domain: DRIVING, question: 'do you teach motorbikes too', fact: null },
  { domain: DRIVING, question: 'Can I get lessons in Urdu?', fact: null },
  { domain: DRIVING, question: 'How much is a 90 minute lesson?', fact: null },
  { domain: DRIVING, question: 'Do you sell gift vouchers for driving lessons?', fact: null },
  { domain: DRIVING, question: "What's your pass rate for automatic pupils only?", fact: null },
  { domain: DRIVING, question: 'Are you taking on trainee instructors?', fact: null },
  { domain: DRIVING, question: 'Do you have cars adapted for disabled drivers?', fact: null },
  { domain: DRIVING, question: 'is there a student discount?', fact: null },
  { domain: DRIVING, question: 'How long is the wait for an instructor at the moment?', fact: null },
];
