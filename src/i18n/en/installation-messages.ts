/**
 * Installation's e-mails and SMS (issue 48, items 4 and 5): who is coming, the technician's job
 * sheet, a new day, the completion code, the job completed; and the installation in the order's
 * own messages. The technician's SMS are sent in English.
 */
export const installationMessages = {
  // In every order e-mail's summary: the installation line (a service, no "x1") and its day.
  'messages.installation.line': '{name}: {total}',
  'messages.installation.day': 'Installation: {day}',
  'messages.installation.dayAfterLayby': 'Installation: the day is chosen once the order is paid in full',
  'messages.installation.done': 'Installed on {day}',
  // The order received, with its installation day (in place of "we will call you").
  'messages.order_received.installation.sms.paid': '{shop}: {total} received for order {reference}. Installation {day}. Track: {url}',
  'messages.order_received.installation.sms.paidMpesa':
    '{shop}: {total} received for order {reference} (M-PESA {code}). Installation {day}. {url}',
  'messages.order_received.installation.sms.cash': '{shop}: order {reference} received. Pay the driver {driver}. Installation {day}. {url}',
  'messages.order_received.installation.sms.callFirst':
    '{shop}: order {reference} received. We will call to confirm it. Installation {day}. Track: {url}',
  // Who is coming, and how to move the day.
  'messages.installation_assigned.subject': 'Installation on {day}: {technician} is coming',
  'messages.installation_assigned.body':
    'Your installation for order {reference} is on {day}. Your technician is {technician}, EPRA licence {licence} (class {class}): licensed by the Energy and Petroleum Regulatory Authority to install systems like yours.',
  'messages.installation_assigned.includes': 'The installation includes:',
  'messages.installation_assigned.include': '- {item}',
  'messages.installation_assigned.sms': '{shop}: {technician} ({epra}, {class}) installs on {day}. To change: {url}',
  // The licence as an SMS names it: "EPRA 1234/T3"; a number that begins with EPRA already is given as it is.
  'messages.installation.epraLicence': 'EPRA {licence}',
  'messages.installation.reschedule.lastDay': 'Need another day? Choose an open day until the end of {limit} here: {url}',
  'messages.installation.reschedule.at': 'Need another day? Choose an open day until {limit} here: {url}',
  'messages.installation.reschedule.call': 'After that, call us on {phone}.',
  'messages.installation.reschedule.orders': 'Signed in, you can also change it from your orders: {url}',
  // The technician's job (English).
  'messages.installation_job.sms': '{shop} job {reference}, {day}, {town}, {county}: {url}',
  // The day moved.
  'messages.installation_rescheduled.subject': 'Installation moved to {day}',
  'messages.installation_rescheduled.body': 'Your installation for order {reference} is moved from {from} to {day}.',
  'messages.installation_rescheduled.chosen.subject': 'Installation booked for {day}',
  'messages.installation_rescheduled.chosen.body': 'Your installation for order {reference} is booked for {day}.',
  'messages.installation_rescheduled.technician': 'Your technician is {technician}, EPRA licence {licence} (class {class}).',
  'messages.installation_rescheduled.noTechnician': 'We will tell you which licensed technician is coming as soon as one is assigned.',
  'messages.installation_rescheduled.sms': '{shop}: your installation is moved from {from} to {day}. Track: {url}',
  'messages.installation_rescheduled.chosen.sms': '{shop}: your installation is booked for {day}. Track: {url}',
  'messages.installation_rescheduled.technicianSms':
    '{shop} job {reference} in {town}, {county} moved from {from} to {day}. Your job sheet link still works.',
  // The completion code (SMS only).
  'messages.installation_code.sms':
    '{shop}: your installation completion code is {code}. Give it to the technician only when your system is installed and working.',
  // The job completed.
  'messages.installation_completed.subject': 'Installation complete: your certificate for order {reference}',
  'messages.installation_completed.body':
    'Your system was installed and commissioned on {date} by {technician}, EPRA licence {licence} (class {class}).',
  'messages.installation_completed.serials': 'Registered for your warranty:',
  'messages.installation_completed.serial': '- {product}: serial {serial}',
  'messages.installation_completed.workmanship': 'Our workmanship warranty on the installation runs until {until}.',
  'messages.installation_completed.certificate': 'Your completion certificate, to print or keep: {url}',
  'messages.installation_completed.warranty': 'Your products’ warranties: {url}',
  'messages.installation_completed.sms': {
    one: '{shop}: installed {date}; {count} serial registered; workmanship warranty to {until}. {url}',
    other: '{shop}: installed {date}; {count} serials registered; workmanship warranty to {until}. {url}',
  },
  'messages.installation_withdrawn.cancelled':
    '{shop}: job {reference} in {town}, {county} on {day} is cancelled: the order was cancelled. Please do not go.',
  'messages.installation_withdrawn.moved':
    '{shop}: job {reference} in {town}, {county} on {day} is no longer yours: it was moved to a day you cannot take. Please do not go.',
} as const;
