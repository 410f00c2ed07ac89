@echo off
rem SPDX-License-Identifier: MIT
rem Opens Benchwire's test port (5201, TCP and UDP) for inbound connections in Windows
rem Defender Firewall. Run as administrator. The installer runs it when the
rem "Firewall rule" component is selected; firewall-remove.cmd undoes it.
netsh advfirewall firewall add rule name="Benchwire test port (TCP 5201)" dir=in action=allow protocol=TCP localport=5201
netsh advfirewall firewall add rule name="Benchwire test port (UDP 5201)" dir=in action=allow protocol=UDP localport=5201
