// libFuzzer target: the arbiter's desk reads two kinds of files it did not write itself or that a
// kill may have cut: the pairing program's TRF (TRF16 or TRF-2026) and the round journal. Whatever
// the bytes, each is read or refused with a reason, never a crash; a TRF that reads is written back
// byte for byte and read again, and a round that the desk would accept is written back with its
// results and read again.
#include "io/round/round_journal.hpp"
#include "io/round/trf.hpp"

#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    namespace trf = pendule::io::trf;
    if (auto t = trf::read(bytes, "fuzz.trf")) {
        const std::string written = trf::write(*t);
        if (written != bytes)
            __builtin_trap(); // nothing changed: the same bytes, line endings included
        if (!trf::read(written, "written.trf"))
            __builtin_trap(); // what was read must be read again once written
        (void)trf::time_control(*t);
        for (int round = 1; round <= t->rounds(); ++round) {
            // A round accepted for the desk is written back whatever its results.
            if (trf::pairings(*t, round) && !trf::check_write_back(*t, bytes, round)) {
                trf::Tournament entered = *t;
                const auto paired = trf::pairings(entered, round); // kept: the loop reads into it
                for (const trf::Pairing& p : paired->boards)
                    if (trf::set_result(entered, round, p.white, p.black, "1/2-1/2"))
                        __builtin_trap();
                if (!trf::read(trf::write(entered), "results.trf"))
                    __builtin_trap(); // the results written are read again
            }
        }
    }
    if (auto read = pendule::io::parse_round_journal(bytes, "fuzz.round")) {
        const pendule::io::RoundState state = pendule::io::round_state(*read);
        (void)pendule::io::round_trf(state);
        std::string again;
        std::int64_t seq = 1;
        for (const auto& record : read->records)
            again += pendule::io::encode_line(pendule::io::encode_round_record(record, seq++));
        auto back = pendule::io::parse_round_journal(again, "again.round");
        if (!back || back->records != read->records)
            __builtin_trap(); // every record read is written back equal
    }
    return 0;
}
