; Pendule's Windows installer (NSIS 3, makensis), made by the target pendule_windows_package of
; the Windows build (cmake/PenduleWindowsPackage.cmake), which defines:
;   VERSION  the project's version          STAGE   the installed tree (bin/, share/)
;   OUTFILE  the setup program to write     ICON    pendule.ico
;   WINDOW_PROGRAM  pendule.exe when the window is built, else empty
; It installs the tree under Program Files\Pendule, a Start-menu folder, and an uninstaller that
; removes what it installed and nothing of the user's (settings in %APPDATA%\Pendule, journals in
; %LOCALAPPDATA%\Pendule\journals stay). `setup.exe /S` installs silently, `uninstall.exe /S`
; removes silently.
Unicode true
; 64-bit, like the programs: it runs where they run (also under a wine without its 32-bit part).
Target amd64-unicode
!include "MUI2.nsh"

Name "Pendule ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\Pendule"
InstallDirRegKey HKLM "Software\Pendule" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Pendule"
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"

Section "Pendule"
  SetShellVarContext all
  SetOutPath "$INSTDIR"
  File /r "${STAGE}/*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateDirectory "$SMPROGRAMS\Pendule"
  !if "${WINDOW_PROGRAM}" != ""
    CreateShortcut "$SMPROGRAMS\Pendule\Pendule.lnk" "$INSTDIR\bin\${WINDOW_PROGRAM}" "" "$INSTDIR\share\pendule\pendule.ico"
  !endif
  ; The command line: a console in which pendule-cli has said what it does.
  CreateShortcut "$SMPROGRAMS\Pendule\Pendule (command line).lnk" "$SYSDIR\cmd.exe" \
    '/k "$INSTDIR\bin\pendule-cli.exe" --help' "$INSTDIR\share\pendule\pendule.ico"
  CreateShortcut "$SMPROGRAMS\Pendule\Uninstall Pendule.lnk" "$INSTDIR\uninstall.exe"

  WriteRegStr HKLM "Software\Pendule" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "Pendule ${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "Pendule developers"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\share\pendule\pendule.ico"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext all
  ; Only what the installer put there: bin\ and share\ are the installed tree, no user's file.
  RMDir /r "$INSTDIR\bin"
  RMDir /r "$INSTDIR\share"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\Pendule\Pendule.lnk"
  Delete "$SMPROGRAMS\Pendule\Pendule (command line).lnk"
  Delete "$SMPROGRAMS\Pendule\Uninstall Pendule.lnk"
  RMDir "$SMPROGRAMS\Pendule"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  DeleteRegKey HKLM "Software\Pendule"
SectionEnd
