// The table of powers: which implementation runs for each PowerId, and the
// shared helpers. Each power's code is in its own file beside this one (or in
// strategies/ and events/ for strategy and event effects).
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {

extern const PowerDef kDiplomacyPower, kTheForcePower, kMilitaryPower, kReconPower;
extern const PowerDef kChewbaccaPower, kHanSoloPower, kLandoPower, kLeiaPower, kLukePower, kObiWanPower,
    kR2D2C3POPower, kYodaPower;
extern const PowerDef kPiettPower, kBobaFettPower, kVaderPower, kPalpatinePower, kVeersPower, kTarkinPower,
    kIG88Power, kJabbaPower;
extern const PowerDef kSupportPower, kDisplayOfPowerPower, kCharacterToReservePower, kAddCharacterPower,
    kReorderEventsPower, kNewStrategyPower;

namespace {
void nothing_start(EvrState&, int, int, EventLog*) {}
void nothing_options(const EvrState&, std::vector<Action>&) {}
void nothing_choose(EvrState&, Action, EventLog*) {}
std::string nothing_prompt(const EvrState&) { return ""; }
const PowerDef kNoPower = {nothing_start, nothing_options, nothing_choose, nothing_prompt, nullptr};
}  // namespace

const PowerDef& power_def(PowerId id) {
  switch (id) {
    case PowerId::Diplomacy: return kDiplomacyPower;
    case PowerId::TheForce: return kTheForcePower;
    case PowerId::Military: return kMilitaryPower;
    case PowerId::Recon: return kReconPower;
    case PowerId::Chewbacca: return kChewbaccaPower;
    case PowerId::HanSolo: return kHanSoloPower;
    case PowerId::Lando: return kLandoPower;
    case PowerId::Leia: return kLeiaPower;
    case PowerId::Luke: return kLukePower;
    case PowerId::ObiWan: return kObiWanPower;
    case PowerId::R2D2C3PO: return kR2D2C3POPower;
    case PowerId::Yoda: return kYodaPower;
    case PowerId::Piett: return kPiettPower;
    case PowerId::BobaFett: return kBobaFettPower;
    case PowerId::Vader: return kVaderPower;
    case PowerId::Palpatine: return kPalpatinePower;
    case PowerId::Veers: return kVeersPower;
    case PowerId::Tarkin: return kTarkinPower;
    case PowerId::IG88: return kIG88Power;
    case PowerId::Jabba: return kJabbaPower;
    case PowerId::Support: return kSupportPower;
    case PowerId::DisplayOfPower: return kDisplayOfPowerPower;
    case PowerId::FallOfAHero:
    case PowerId::NegotiateWithTheHutts: return kCharacterToReservePower;
    case PowerId::AddCharacterFromReserve: return kAddCharacterPower;
    case PowerId::ReorderEvents: return kReorderEventsPower;
    case PowerId::NewStrategy: return kNewStrategyPower;
    default: return kNoPower;
  }
}

bool pending_valid(const EvrState& s) {
  const PowerDef& d = power_def(s.pend.power);
  if (&d == &kNoPower || !d.options || !d.choose || !d.prompt) return false;  // a power that never asks
  if (d.valid) return d.valid(s);
  return s.pend.step == 0 && s.pend.seat == s.pend.owner;
}

void ask(EvrState& s, PowerId power, int seat, int owner, int source, int step) {
  s.has_pending = true;
  s.pend = Pending{};
  s.pend.power = power;
  s.pend.seat = static_cast<int8_t>(seat);
  s.pend.owner = static_cast<int8_t>(owner);
  s.pend.source = static_cast<int8_t>(source);
  s.pend.step = static_cast<uint8_t>(step);
}

void finish_power(EvrState& s, EventLog* log) {
  s.has_pending = false;
  s.pend = Pending{};
  after_pending(s, log);
}

void pick_in_play(const EvrState& s, int seat, CardFilter f, std::vector<Action>& out) {
  // Rebel ids come before Imperial ids; within a seat, sort the few cards.
  for (int faction = 0; faction < 2; ++faction) {
    int owner = s.seat_of(faction);
    if (seat >= 0 && owner != seat) continue;
    const auto& z = s.p[owner].in_play.cards;
    int sorted[kCardsPerFaction], n = 0;
    for (CardId c : z) {
      if (f == kActiveOnly && s.is_exhausted(c)) continue;
      if (f == kExhaustedOnly && !s.is_exhausted(c)) continue;
      int j = n++;
      while (j > 0 && sorted[j - 1] > c) {
        sorted[j] = sorted[j - 1];
        --j;
      }
      sorted[j] = c;
    }
    for (int i = 0; i < n; ++i) out.push_back(act::make(act::Pick, sorted[i]));
  }
}

int count_in_play(const EvrState& s, int seat, CardFilter f) {
  int n = 0;
  for (int owner = 0; owner < 2; ++owner) {
    if (seat >= 0 && owner != seat) continue;
    for (CardId c : s.p[owner].in_play.cards) {
      if (f == kActiveOnly && s.is_exhausted(c)) continue;
      if (f == kExhaustedOnly && !s.is_exhausted(c)) continue;
      ++n;
    }
  }
  return n;
}

void pick_deck_options(const EvrState& s, std::vector<Action>& out) {
  for (int f = 0; f < 2; ++f)
    if (s.has_card_to_play(s.seat_of(f))) out.push_back(act::make(act::Deck, f));
}

void no_effect(const EvrState& s, int owner, int source, EventLog* log, const char* why) {
  if (log)
    log->add("no_effect", owner,
             (source >= 0 ? card_label(source) : std::string("The effect")) + " has no effect: " + why + ".");
  (void)s;
}

}  // namespace evr
}  // namespace sw
