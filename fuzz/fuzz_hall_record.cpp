// libFuzzer target: what the hall receives over MQTT. The input's first line is the topic, the rest
// the payload. Whatever the bytes, a message is taken or refused with a reason, never a crash; a
// re-send request's payload and a round are read the same way.
#include "hall/link/hall_record.hpp"

#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const std::size_t end = bytes.find('\n');
    const std::string_view topic = bytes.substr(0, end);
    const std::string_view payload =
        end == std::string_view::npos ? std::string_view() : bytes.substr(end + 1);
    for (const auto& only : {std::optional<std::string>(), std::optional<std::string>("sim")}) {
        auto record = pendule::hall::parse_hall_record(topic, payload, only);
        if (record)
            (void)pendule::hall::seq_order(record->seq - 1, record->seq);
    }
    (void)pendule::hall::parse_topic(topic);
    (void)pendule::hall::parse_resend_request(payload);
    (void)pendule::hall::is_valid_round(payload);
    return 0;
}
