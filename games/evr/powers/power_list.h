// Every power and effect that runs as a power, one line each:
// SW_EVR_POWER(PowerId name, its PowerDef in powers/, strategies/ or events/).
// This list makes the PowerId enum (cards.h) and the dispatch table
// (power_table.cpp); tests/evr/registry_test.cpp checks it against the card
// data. Saves store a PowerId as its position here: add new lines at the end.
// (No include guard: included once per use with SW_EVR_POWER defined.)
SW_EVR_POWER(Diplomacy, kDiplomacyPower)
SW_EVR_POWER(TheForce, kTheForcePower)
SW_EVR_POWER(Military, kMilitaryPower)
SW_EVR_POWER(Recon, kReconPower)
SW_EVR_POWER(Chewbacca, kChewbaccaPower)
SW_EVR_POWER(HanSolo, kHanSoloPower)
SW_EVR_POWER(Lando, kLandoPower)
SW_EVR_POWER(Leia, kLeiaPower)
SW_EVR_POWER(Luke, kLukePower)
SW_EVR_POWER(ObiWan, kObiWanPower)
SW_EVR_POWER(R2D2C3PO, kR2D2C3POPower)
SW_EVR_POWER(Yoda, kYodaPower)
SW_EVR_POWER(Piett, kPiettPower)
SW_EVR_POWER(BobaFett, kBobaFettPower)
SW_EVR_POWER(Vader, kVaderPower)
SW_EVR_POWER(Palpatine, kPalpatinePower)
SW_EVR_POWER(Veers, kVeersPower)
SW_EVR_POWER(Tarkin, kTarkinPower)
SW_EVR_POWER(IG88, kIG88Power)
SW_EVR_POWER(Jabba, kJabbaPower)
// Strategy and event effects that ask for a choice also run as powers.
SW_EVR_POWER(Support, kSupportPower)
SW_EVR_POWER(DisplayOfPower, kDisplayOfPowerPower)
SW_EVR_POWER(FallOfAHero, kCharacterToReservePower)
SW_EVR_POWER(NegotiateWithTheHutts, kCharacterToReservePower)
SW_EVR_POWER(AddCharacterFromReserve, kAddCharacterPower)
SW_EVR_POWER(ReorderEvents, kReorderEventsPower)
SW_EVR_POWER(NewStrategy, kNewStrategyPower)
