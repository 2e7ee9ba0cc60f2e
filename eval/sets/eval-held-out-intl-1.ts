/**
 * Blind non-English set 1, written on 2026-12-07 (session 15) WITHOUT reading the answerer, the retrieval
 * code, its reply texts or any earlier eval set's questions or misses: only the EvalProfile and HeldOutCase
 * declarations of set 6, the header and first profile of set 24 (for the format), the set registry and
 * scripts/eval-answers.ts were read. Two small businesses whose knowledge is in their own language, asked by
 * visitors in that language the way they really type (accents dropped, tú/vosotros, "c'est combien"): a
 * veterinary clinic in Valencia (Spanish) and a driving school in Nantes (French). Each `fact` occurs
 * verbatim in its business's knowledge or FAQs and must appear in a correct answer; `null` means the
 * knowledge does not say, so the assistant must decline (in the visitor's language). Measure with it, never
 * tune the answerer to its questions; once its misses have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const VET = 'veterinariatarongers.es';
const DRIVING = 'autoecoleduparc.fr';

export const INTL_1_PROFILES: EvalProfile[] = [
  {
    clientName: 'Marta Llorens',
    businessName: 'Clínica Veterinaria Els Tarongers',
    domain: VET,
    plan: 'Premium',
    industry: 'Healthcare',
    email: 'hola@veterinariatarongers.es',
    phone: '963 48 21 70',
    timeZone: 'Europe/Madrid',
    notes: 'Blind non-English set 1: a neighbourhood veterinary clinic in Valencia, knowledge in Spanish.',
    welcomeMessage: '¡Hola! Pregúntame por citas, precios, vacunas, el plan de salud o la peluquería canina.',
    themeColor: '#15803d',
    aiContent: `# Clínica Veterinaria Els Tarongers, Valencia

Somos una clínica veterinaria de barrio en Benimaclet, Valencia, abierta desde 2009. Atendemos perros, gatos, conejos y otros animales pequeños como hurones, cobayas y aves. El equipo lo formamos tres veterinarias, dos auxiliares y una peluquera canina. La directora clínica es la Dra. Marta Llorens.

## Horario

| Día | Horario |
| --- | --- |
| Lunes a viernes | 9:30 a 14:00 y 16:30 a 20:30 |
| Sábados | 10:00 a 13:30 |
| Domingos y festivos | cerrado |

Urgencias fuera de horario: derivamos a nuestros pacientes al Hospital Veterinario Aitana (Avenida de Aragón 41), abierto las 24 horas, con el que colaboramos y al que enviamos el historial de su animal.

## Consultas y precios

- Consulta general: 35 €
- Consulta de revisión (dentro de los 15 días siguientes): 15 €
- Vacuna de la rabia: 30 €
- Vacuna polivalente para perros: 38 €
- Vacuna trivalente felina: 36 €
- Identificación con microchip, con el alta en el registro incluida: 40 €
- Pasaporte europeo para viajar con su mascota: 20 €
- Castración de gato macho: 90 €
- Esterilización de gata: 160 €
- Esterilización de perra: desde 220 €, según el peso
- Limpieza dental con anestesia: desde 140 €
- Análisis de sangre completo: 65 €
- Radiografía: 45 €
- Ecografía abdominal: 60 €

## Plan de salud Tarongers

Por 12 € al mes para perros o 9 € al mes para gatos, el plan incluye las vacunas anuales, dos consultas generales al año, la desparasitación interna cada tres meses y un 10 % de descuento en cirugías y análisis. La permanencia mínima es de 12 meses y se paga por domiciliación bancaria.

## Peluquería canina

Baño y corte para perros pequeños desde 25 €, medianos desde 35 € y grandes desde 45 €. Solo con cita previa, de martes a viernes por la mañana. No hacemos peluquería de gatos.

## Cómo pedir cita

Puede pedir cita por teléfono, por WhatsApp al 612 48 93 07 o en la recepción. Las urgencias durante el horario de apertura se atienden sin cita. Si no puede venir, avísenos con al menos 24 horas de antelación.

## Preguntas frecuentes

**¿Hacen visitas a domicilio?**
Sí, para animales mayores o pacientes que no toleran el transporte, dentro de Valencia ciudad. El desplazamiento cuesta 25 € más la consulta.

**¿Qué tengo que hacer antes de una operación?**
El animal debe venir en ayunas: sin comida desde las 22:00 de la noche anterior. El agua se puede dejar hasta dos horas antes. Tráigalo a la clínica entre las 9:30 y las 10:00.

**¿Puedo pagar a plazos?**
Para cirugías de más de 300 € ofrecemos financiación en 3 o 6 meses sin intereses.

## Dónde estamos

Dirección: Carrer de Rodrigo de Pertegàs 18, 46020 Valencia
Teléfono: 963 48 21 70
Correo: hola@veterinariatarongers.es
Aparcamiento: zona azul en la calle; el aparcamiento público más cercano está en la plaza de Benimaclet
Metro: parada Benimaclet, a 5 minutos andando
Formas de pago: efectivo, tarjeta y Bizum`,
    faqs: [
      {
        question: '¿Venden pienso?',
        answer:
          "Sí, tenemos piensos veterinarios y dietas de prescripción de Hill's, Royal Canin y Advance. Si lo pide antes de las 12:00, lo tiene listo esa misma tarde.",
      },
      {
        question: '¿Atienden animales exóticos?',
        answer:
          'Atendemos conejos, hurones, cobayas y aves. No atendemos reptiles; para ellos le recomendamos un centro especializado en exóticos.',
      },
      {
        question: '¿A qué edad se vacuna un cachorro?',
        answer:
          'La primera vacuna se pone a las 8 semanas de vida, con dos refuerzos cada 3 o 4 semanas. La vacuna de la rabia, a partir de los 3 meses.',
      },
    ],
  },
  {
    clientName: 'Yannick Le Goff',
    businessName: 'Auto-école du Parc',
    domain: DRIVING,
    plan: 'Premium',
    industry: 'Other',
    email: 'contact@autoecoleduparc.fr',
    phone: '02 40 35 18 62',
    timeZone: 'Europe/Paris',
    notes: 'Blind non-English set 1: a driving school in Nantes, knowledge in French.',
    welcomeMessage:
      'Bonjour ! Posez-moi vos questions sur nos forfaits, le code, la conduite accompagnée ou les horaires.',
    themeColor: '#1d4ed8',
    aiContent: `# Auto-école du Parc, Nantes

L'Auto-école du Parc forme des conducteurs à Nantes depuis 1998. Agréée par la préfecture de Loire-Atlantique, elle prépare au permis B (voiture), au permis AM (scooter, l'ancien BSR) et à la conduite accompagnée dès 15 ans. Notre équipe : quatre moniteurs diplômés d'État et Nadia, notre secrétaire, à l'accueil.

## Horaires du bureau

- Lundi : fermé
- Mardi au vendredi : 10h-12h30 et 14h-19h
- Samedi : 9h-13h

Les leçons de conduite ont lieu du lundi au samedi, de 7h à 20h.

## Nos formules permis B

| Formule | Contenu | Prix |
| --- | --- | --- |
| Forfait 20 heures | code en ligne, 20 h de conduite en boîte manuelle, accompagnement à l'examen | 1 290 € |
| Forfait boîte automatique | code en ligne, 13 h de conduite en boîte automatique, accompagnement à l'examen | 990 € |
| Conduite accompagnée (AAC) | 20 h de conduite, deux rendez-vous pédagogiques | 1 390 € |
| Heure de conduite supplémentaire | une heure avec un moniteur | 52 € |
| Nouvel accompagnement à l'examen pratique | après un échec | 60 € |

Frais d'inscription et de dossier : 90 €, non remboursables. Nous acceptons le financement par le Compte personnel de formation (CPF) pour le forfait 20 heures, ainsi que le permis à 1 euro par jour. Paiement en 4 fois sans frais possible.

## Le code de la route

Vous avez accès à notre plateforme d'entraînement en ligne pendant 6 mois, et à des séances de code en salle le mercredi de 17h à 19h et le samedi de 10h à 12h. L'examen du code se passe dans un centre agréé (La Poste ou SGS) ; la redevance de 30 € est à payer par l'élève.

## Permis AM (scooter)

Formation de 8 heures sur deux jours, à partir de 14 ans : 350 €, scooter et casque fournis.

## Boîte automatique

Le permis en boîte automatique demande en moyenne moins d'heures de conduite. Après 3 mois de permis, une formation de 7 heures vous permet de conduire aussi une boîte manuelle ; elle est facturée 364 €.

## Questions fréquentes

**Combien de temps faut-il pour avoir le permis ?**
En moyenne 4 à 6 mois entre l'inscription et l'examen pratique, selon vos disponibilités et les places d'examen.

**Que se passe-t-il si j'annule une leçon ?**
Toute leçon annulée moins de 48 heures à l'avance est due, sauf sur présentation d'un certificat médical.

**Quels documents faut-il pour s'inscrire ?**
Une pièce d'identité, un justificatif de domicile de moins de 6 mois, une e-photo avec son code ANTS et, si vous avez entre 17 et 25 ans, le certificat de participation à la JDC.

## Nous trouver

Adresse : 14 rue Paul Bellamy, 44000 Nantes
Téléphone : 02 40 35 18 62
E-mail : contact@autoecoleduparc.fr
Tram : ligne 2, arrêt 50 Otages

Les leçons commencent et finissent devant l'agence. Sur demande, le moniteur peut venir vous chercher à votre lycée ou à la fac (campus du Tertre).`,
    faqs: [
      {
        question: 'Proposez-vous des stages accélérés ?',
        answer:
          'Oui, pendant les vacances scolaires : le code en une semaine puis 20 heures de conduite en deux semaines, pour 1 590 € tout compris.',
      },
      {
        question: 'Quel est le taux de réussite de l’auto-école ?',
        answer:
          'En 2025, 74 % de nos élèves ont obtenu le permis B du premier coup (moyenne nationale : 59 %).',
      },
      {
        question: 'Peut-on prendre des leçons le dimanche ?',
        answer: 'Non, les leçons ont lieu du lundi au samedi uniquement.',
      },
    ],
  },
];

export const INTL_SET_1: HeldOutCase[] = [
  // Veterinary clinic (Spanish), answerable
  { domain: VET, question: '¿A qué hora abrís los sábados?', fact: '10:00' },
  { domain: VET, question: 'abren el domingo?', fact: 'cerrado' },
  { domain: VET, question: '¿Cuánto cuesta una consulta normal?', fact: '35 €' },
  { domain: VET, question: 'Cuanto cuesta castrar a mi gato?', fact: '90 €' },
  { domain: VET, question: 'precio de esterilizar una perra', fact: '220 €' },
  { domain: VET, question: '¿Cuánto cuesta ponerle el microchip a mi perro?', fact: '40 €' },
  {
    domain: VET,
    question: 'Me voy de viaje a Francia con mi perro, ¿me podéis hacer el pasaporte?',
    fact: '20 €',
  },
  { domain: VET, question: '¿Qué incluye el plan de salud?', fact: 'desparasitación' },
  { domain: VET, question: '¿Cuánto cuesta al mes el plan de salud para un gato?', fact: '9 €' },
  { domain: VET, question: '¿Cortáis el pelo a gatos?', fact: 'No hacemos peluquería de gatos' },
  { domain: VET, question: '¿Cuánto cuesta bañar a un perro grande?', fact: 'desde 45 €' },
  { domain: VET, question: 'Se puede pedir cita por whatsapp?', fact: '612 48 93 07' },
  {
    domain: VET,
    question: '¿Venís a casa? Mi perra es muy mayor y no aguanta el coche',
    fact: 'El desplazamiento cuesta 25 €',
  },
  { domain: VET, question: 'Mañana operan a mi gata, ¿hasta qué hora puede comer?', fact: '22:00' },
  { domain: VET, question: '¿Se puede pagar con Bizum?', fact: 'Bizum' },
  { domain: VET, question: '¿Dónde está la clínica?', fact: 'Rodrigo de Pertegàs 18' },
  { domain: VET, question: 'que hago si mi perro se pone malo un domingo por la noche?', fact: 'Aitana' },
  {
    domain: VET,
    question: '¿Tenéis pienso de prescripción para un gato con problemas de riñón?',
    fact: 'Royal Canin',
  },
  { domain: VET, question: '¿Con cuántas semanas hay que vacunar a un cachorro?', fact: '8 semanas' },
  { domain: VET, question: '¿Lleváis tortugas o serpientes?', fact: 'No atendemos reptiles' },
  { domain: VET, question: '¿Puedo pagar la operación en varios meses?', fact: 'sin intereses' },
  { domain: VET, question: 'cuanto cuesta una limpieza de boca para mi perro', fact: '140 €' },
  // Veterinary clinic (Spanish), unanswerable: the knowledge does not say
  { domain: VET, question: '¿Hacéis acupuntura para perros?', fact: null },
  { domain: VET, question: '¿Tenéis residencia para dejar al perro en agosto?', fact: null },
  { domain: VET, question: '¿Cuánto cuesta incinerar a mi perro?', fact: null },
  { domain: VET, question: '¿Trabajáis con seguros de mascotas como Santévet?', fact: null },
  { domain: VET, question: '¿Cuánto cuesta una resonancia magnética?', fact: null },
  { domain: VET, question: '¿Hacéis pruebas de ADN para saber la raza?', fact: null },
  { domain: VET, question: 'vendeis collares seresto?', fact: null },
  { domain: VET, question: '¿Cuánto cuesta el adiestramiento de un cachorro?', fact: null },
  { domain: VET, question: '¿Hacéis descuento a perros adoptados de protectoras?', fact: null },
  { domain: VET, question: '¿La doctora Llorens habla inglés?', fact: null },
  // Driving school (French), answerable
  { domain: DRIVING, question: 'Vous êtes ouverts le lundi ?', fact: 'fermé' },
  { domain: DRIVING, question: "c'est combien le permis ?", fact: '1 290 €' },
  { domain: DRIVING, question: 'Combien coûte le permis en boîte auto ?', fact: '990 €' },
  { domain: DRIVING, question: "Quel est le prix d'une heure de conduite en plus ?", fact: '52 €' },
  { domain: DRIVING, question: "Il y a des frais d'inscription ?", fact: '90 €' },
  { domain: DRIVING, question: 'On peut payer en plusieurs fois ?', fact: '4 fois' },
  { domain: DRIVING, question: 'Je peux financer le permis avec mon compte formation ?', fact: 'CPF' },
  {
    domain: DRIVING,
    question: 'À partir de quel âge peut-on faire la conduite accompagnée ?',
    fact: '15 ans',
  },
  { domain: DRIVING, question: 'Quand sont les cours de code en salle ?', fact: 'mercredi' },
  { domain: DRIVING, question: "Combien coûte l'examen du code ?", fact: '30 €' },
  {
    domain: DRIVING,
    question: 'Mon fils de 14 ans veut conduire un scooter, c’est combien ?',
    fact: '350 €',
  },
  {
    domain: DRIVING,
    question: "J'ai eu le permis en automatique, je peux conduire une voiture manuelle ?",
    fact: '7 heures',
  },
  {
    domain: DRIVING,
    question: 'Il faut combien de temps pour avoir le permis en général ?',
    fact: '4 à 6 mois',
  },
  { domain: DRIVING, question: 'Si j’annule une leçon la veille, je dois la payer ?', fact: '48 heures' },
  {
    domain: DRIVING,
    question: 'Quels papiers je dois apporter pour m’inscrire ?',
    fact: 'justificatif de domicile',
  },
  { domain: DRIVING, question: 'Vous faites des stages intensifs pendant les vacances ?', fact: '1 590 €' },
  { domain: DRIVING, question: 'Quel est votre taux de réussite ?', fact: '74 %' },
  { domain: DRIVING, question: "Où se trouve l'auto-école ?", fact: 'Paul Bellamy' },
  { domain: DRIVING, question: 'Le moniteur peut venir me chercher à la fac ?', fact: 'Tertre' },
  { domain: DRIVING, question: 'quel est votre numéro de téléphone', fact: '02 40 35 18 62' },
  { domain: DRIVING, question: 'Je peux prendre des leçons le dimanche ?', fact: 'lundi au samedi' },
  // Driving school (French), unanswerable: the knowledge does not say
  { domain: DRIVING, question: 'Les moniteurs parlent anglais ?', fact: null },
  { domain: DRIVING, question: 'Quelle voiture utilisez-vous pour les leçons ?', fact: null },
  { domain: DRIVING, question: 'Il y a un parking pour les élèves ?', fact: null },
  { domain: DRIVING, question: 'Vous avez un simulateur de conduite ?', fact: null },
  { domain: DRIVING, question: 'Faites-vous une réduction pour les étudiants ?', fact: null },
  { domain: DRIVING, question: 'Vous faites les stages de récupération de points ?', fact: null },
  { domain: DRIVING, question: 'Proposez-vous des cours de remise à niveau pour les seniors ?', fact: null },
  { domain: DRIVING, question: 'Est-ce que je peux payer par chèque ?', fact: null },
  { domain: DRIVING, question: "Qui est le gérant de l'auto-école ?", fact: null },
  { domain: DRIVING, question: 'Vous préparez au permis bateau ?', fact: null },
];
